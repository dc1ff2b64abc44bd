import type { Order } from '@shop/shared/orders/orders-schemas';
import { RETURN_MESSAGES } from '@shop/shared/orders/returns';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { formatDay } from '@/lib/format-date';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { showToast } from '@/stores/toasts';
import { OrderAction } from './order-action';
import { ReturnRequestDialog, returnableQuantities } from './return-request-dialog';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Until when a shopper may ask to return this order online, or null: shipped (or completed) and
 * shipped less than the shop's window ago. The server decides again.
 */
export function returnableUntil(order: Order, windowDays: number): number | null {
  if (order.status !== 'shipped' && order.status !== 'completed') return null;
  if (!order.shippedAt) return null;
  return new Date(order.shippedAt).getTime() + windowDays * DAY_MS;
}

/** The order page's "Return items", while the window is open and some units are left to return. */
export function ReturnItemsButton({
  order,
  token,
  onRequested,
}: {
  order: Order;
  token: string | null;
  onRequested: () => void;
}) {
  const dispatch = useDispatch();
  const { data: policies } = useOrderPoliciesQuery();
  const [asking, setAsking] = useState(false);
  const until = policies ? returnableUntil(order, policies.returnWindowDays) : null;
  const anyLeft = [...returnableQuantities(order).values()].some((left) => left > 0);
  // Read once a render: a window of days does not close while the page is open in practice,
  // and the server refuses a late request with its own words.
  const open = until !== null && until > Date.now() && anyLeft;

  if (!open && !asking) return null;
  return (
    <OrderAction
      label="Return items"
      hint={
        until !== null
          ? `You can ask to return items until ${formatDay(new Date(until).toISOString())}.`
          : null
      }
      onAsk={() => setAsking(true)}
    >
      {asking && (
        <ReturnRequestDialog
          order={order}
          token={token}
          onClose={() => setAsking(false)}
          onRequested={() => {
            setAsking(false);
            dispatch(showToast(RETURN_MESSAGES.requested, 'success'));
            onRequested();
          }}
        />
      )}
    </OrderAction>
  );
}
