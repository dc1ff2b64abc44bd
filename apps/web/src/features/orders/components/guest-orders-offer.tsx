import { GUEST_ORDER_MESSAGES } from '@shop/shared/guest-orders';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { FormMessage } from '@/components/ui/form-message';
import { apiErrorMessage } from '@/lib/api-error';
import { selectUser } from '@/stores/session';
import { useGuestOrdersOfferQuery, useSendClaimLinkMutation } from '../api/orders-api';

const SEND_FAILED = 'The link could not be sent. Please try again.';

/**
 * Earlier orders placed as a guest with the account's email, offered to the account: they join
 * it only through a link mailed to that address (docs/product/rules.md, Guest orders). Until the
 * account has opened such a link the server tells no count, and one line offers the link; once
 * it has, nothing shows when there are none.
 */
export function GuestOrdersOffer() {
  const user = useSelector(selectUser);
  const { data } = useGuestOrdersOfferQuery(user?.id ?? '', { skip: !user });
  const [sendLink, { isLoading: sending }] = useSendClaimLinkMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  if (!data || data.count === 0) return null;

  async function send() {
    setOutcome(null);
    try {
      const answer = await sendLink().unwrap();
      setOutcome({ kind: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error) ?? SEND_FAILED });
    }
  }

  if (data.count === null) {
    return (
      <section aria-label="Earlier orders" className="mb-6 text-sm text-stone-700">
        {outcome?.kind === 'success' ? (
          <FormMessage kind="success">{outcome.text}</FormMessage>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{GUEST_ORDER_MESSAGES.askHint}</span>
            <button
              type="button"
              onClick={send}
              disabled={sending}
              className="font-medium text-rose-800 underline underline-offset-2 hover:text-rose-900 disabled:opacity-60"
            >
              {sending ? 'Sending…' : GUEST_ORDER_MESSAGES.askLink}
            </button>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <div className="mt-2">
            <FormMessage kind="error">{outcome.text}</FormMessage>
          </div>
        )}
      </section>
    );
  }

  return (
    <section
      aria-labelledby="guest-orders-offer"
      className="mb-6 rounded-lg border border-rose-200 bg-rose-50/60 p-4 sm:p-5"
    >
      <h2 id="guest-orders-offer" className="font-medium text-stone-900">
        {GUEST_ORDER_MESSAGES.found(data.count)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{GUEST_ORDER_MESSAGES.offerHint(data.count)}</p>
      {outcome?.kind === 'success' ? (
        <div className="mt-3">
          <FormMessage kind="success">{outcome.text}</FormMessage>
        </div>
      ) : (
        <>
          {outcome && (
            <div className="mt-3">
              <FormMessage kind="error">{outcome.text}</FormMessage>
            </div>
          )}
          <button
            type="button"
            onClick={send}
            disabled={sending}
            className="mt-3 rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800 disabled:opacity-60"
          >
            {sending ? 'Sending…' : GUEST_ORDER_MESSAGES.sendLink}
          </button>
        </>
      )}
    </section>
  );
}
