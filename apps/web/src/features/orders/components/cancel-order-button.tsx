import { CANCEL_MESSAGES } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { CancelOrderDialog } from '@/components/orders/cancel-order-dialog';
import { formatDeadline } from '@/lib/format-date';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { showToast } from '@/stores/toasts';
import { OrderAction } from './order-action';

/**
 * Until when a shopper may cancel this order online, or null: not shipped, not ended, and paid
 * less than the shop's window ago (an unpaid checkout any time). The server decides again.
 */
export function cancellableUntil(order: Order, windowMinutes: number): number | null {
  if (order.status !== 'pending' && order.status !== 'processing') return null;
  if (order.paymentStatus === 'awaiting_payment') return Number.POSITIVE_INFINITY;
  if (order.paymentStatus !== 'paid' || !order.paidAt) return null;
  return new Date(order.paidAt).getTime() + windowMinutes * 60_000;
}

/** The order page's "Cancel order", while the window is open (it disappears when it closes). */
export function CancelOrderButton({
  order,
  token,
  onCancelled,
}: {
  order: Order;
  token: string | null;
  onCancelled: () => void;
}) {
  const dispatch = useDispatch();
  const { data: policies } = useOrderPoliciesQuery();
  const [asking, setAsking] = useState(false);
  const until = policies ? cancellableUntil(order, policies.cancelWindowMinutes) : null;
  const [open, setOpen] = useState(() => until !== null && until > Date.now());

  useEffect(() => {
    setOpen(until !== null && until > Date.now());
    if (until === null || !Number.isFinite(until)) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), Math.min(left, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [until]);

  if (!open && !asking) return null;
  return (
    <OrderAction
      label="Cancel order"
      danger
      hint={
        until !== null && Number.isFinite(until) ? `You can cancel until ${formatDeadline(until)}.` : null
      }
      onAsk={() => setAsking(true)}
    >
      {asking && (
        <CancelOrderDialog
          order={order}
          token={token}
          onClose={() => setAsking(false)}
          onCancelled={() => {
            setAsking(false);
            dispatch(showToast(CANCEL_MESSAGES.cancelled, 'success'));
            onCancelled();
          }}
        />
      )}
    </OrderAction>
  );
}
