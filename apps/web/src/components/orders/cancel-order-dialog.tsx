import { formatPrice } from '@shop/shared/money';
import { CANCEL_MESSAGES, CANCEL_REASONS } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { useId, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { inputClass } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { useCancelOrderMutation } from '@/lib/order-cancel-api';

const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';

/**
 * "Cancel order" asked once more, with why: a shopper picks one of CANCEL_REASONS, the shop
 * writes its own. Says what comes back to the card. `onCancelled` gets the cancelled order.
 */
export function CancelOrderDialog({
  order,
  token,
  asShop = false,
  onCancelled,
  onClose,
}: {
  order: Pick<Order, '_id' | 'orderId' | 'amountCents' | 'paidAt'> & { refundedCents?: number };
  token?: string | null;
  asShop?: boolean;
  onCancelled: (order: Order) => void;
  onClose: () => void;
}) {
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [reason, setReason] = useState<string>(asShop ? '' : CANCEL_REASONS[0]);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();
  const back = order.amountCents - (order.refundedCents ?? 0);

  async function confirm() {
    setFailure(null);
    if (!reason.trim()) return setFailure(CANCEL_MESSAGES.reasonRequired);
    try {
      onCancelled(await cancel({ id: order._id, reason, token }).unwrap());
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? CANCEL_FAILED);
    }
  }

  return (
    <Modal title={`Cancel order ${order.orderId}?`} onClose={onClose} busy={isLoading}>
      <div className="space-y-4">
        <p className="text-stone-700">
          {order.paidAt && back > 0
            ? `The order is cancelled and ${formatPrice(back)} goes back to the card it was paid with.`
            : 'The order is cancelled and its items are released.'}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
            Reason
          </label>
          {asShop ? (
            <input
              id={fieldId}
              className={inputClass}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : (
            <select
              id={fieldId}
              className={inputClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            >
              {CANCEL_REASONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </div>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={isLoading}
            className="rounded-md border border-stone-300 px-5 py-2.5 font-medium text-stone-800 hover:bg-stone-50"
          >
            Keep order
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={isLoading}
            className="rounded-md bg-red-700 px-5 py-2.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
          >
            {isLoading ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
