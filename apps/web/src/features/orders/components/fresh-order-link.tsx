import { GUEST_ORDER_MESSAGES } from '@shop/shared/guest-orders';
import { ORDER_MESSAGES } from '@shop/shared/orders';
import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { apiErrorMessage } from '@/lib/api-error';
import { useSendFreshOrderLinkMutation } from '../api/orders-api';

const SEND_FAILED = 'The link could not be sent. Please try again.';

/**
 * The order page when the order does not open here: a private link expires and stops once the
 * order joins an account, so the guest may have a fresh one mailed to the order's own email.
 * The answer is the same for any order, so the page learns nothing about it.
 */
export function FreshOrderLink({
  orderId,
  fromLink,
  offerLink,
}: {
  orderId: string;
  /** Opened with a private link (`?token=`). */
  fromLink: boolean;
  /** A guest's case: opened with a link, or by nobody logged in. */
  offerLink: boolean;
}) {
  const [send, { isLoading }] = useSendFreshOrderLinkMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function ask() {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await send(orderId).unwrap()).message });
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error) ?? SEND_FAILED });
    }
  }

  return (
    <div className="space-y-4">
      <p role="alert" className="text-red-700">
        {fromLink ? GUEST_ORDER_MESSAGES.orderLinkClosed : ORDER_MESSAGES.orderFetchFailed}
      </p>
      {offerLink && !fromLink && outcome?.kind !== 'success' && (
        <p className="text-sm text-stone-700">{GUEST_ORDER_MESSAGES.freshLinkHint}</p>
      )}
      {!offerLink ? null : outcome?.kind === 'success' ? (
        <FormMessage kind="success">{outcome.text}</FormMessage>
      ) : (
        <>
          {outcome && <FormMessage kind="error">{outcome.text}</FormMessage>}
          <button
            type="button"
            onClick={ask}
            disabled={isLoading}
            className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800 disabled:opacity-60"
          >
            {isLoading ? 'Sending…' : GUEST_ORDER_MESSAGES.freshLink}
          </button>
        </>
      )}
    </div>
  );
}
