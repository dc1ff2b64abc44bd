import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { useClaimGuestOrdersMutation } from '../api/orders-api';

/**
 * Where the mailed claim link leads (behind the dashboard's login): the link is used once, at
 * once, and the shopper is told how many orders joined the account.
 */
export function ClaimOrdersPage() {
  usePageMeta('Add your earlier orders — Velora');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [claim] = useClaimGuestOrdersMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    claim(token)
      .unwrap()
      .then((answer) => setOutcome({ kind: 'success', text: answer.message }))
      .catch((error: unknown) =>
        setOutcome({ kind: 'error', text: apiErrorMessage(error) ?? GUEST_ORDER_MESSAGES.claimInvalid }),
      );
  }, [token, claim]);

  const shown = token ? outcome : { kind: 'error' as const, text: GUEST_ORDER_MESSAGES.tokenMissing };
  return (
    <section aria-labelledby="claim-heading" className="max-w-xl">
      <h1 id="claim-heading" className="font-serif text-2xl text-stone-900">
        Add your earlier orders
      </h1>
      <div className="mt-4">
        {shown ? (
          <FormMessage kind={shown.kind}>{shown.text}</FormMessage>
        ) : (
          <p aria-live="polite" className="text-stone-600">
            Adding your orders…
          </p>
        )}
      </div>
      {shown && (
        <Link
          to={paths.dashboardOrders}
          className="mt-6 inline-block rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800"
        >
          Go to Your Orders
        </Link>
      )}
    </section>
  );
}
