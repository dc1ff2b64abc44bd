import type { OrderPolicies } from '@shop/shared/orders/order-policies';
import { plural } from '@shop/shared/plural';
import { PostalAddress } from '@/components/postal-address';

/** 60 → '1 hour', 90 → '90 minutes', 2880 → '2 days': the cancel window as a shopper reads it. */
export function minutesInWords(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day', 'days');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour', 'hours');
  return plural(minutes, 'minute', 'minutes');
}

const headingClass = 'font-serif text-2xl text-stone-900';

/** Cancelling and returning, in the owner's windows, with where and how returns are sent. */
export function AfterSalePolicies({ policies }: { policies: OrderPolicies }) {
  const instructions = policies.returnInstructions.trim();
  return (
    <>
      <section aria-labelledby="policies-cancel" className="mt-12">
        <h2 id="policies-cancel" className={headingClass}>
          Cancelling an order
        </h2>
        <p className="mt-3 text-stone-700">
          {policies.cancelWindowMinutes > 0
            ? `You can cancel an order yourself from its page within ${minutesInWords(policies.cancelWindowMinutes)} after paying, as long as it has not shipped. The whole amount goes back to the card you paid with.`
            : 'Orders cannot be cancelled online. Please contact us as soon as you can and we will do our best to help.'}
        </p>
      </section>
      <section aria-labelledby="policies-returns" className="mt-12">
        <h2 id="policies-returns" className={headingClass}>
          Returns
        </h2>
        <p className="mt-3 text-stone-700">
          {policies.returnWindowDays > 0
            ? `You can ask to return items from your order's page within ${plural(policies.returnWindowDays, 'day', 'days')} after it shipped. Once we approve the return, send the items to us; we refund them when they arrive, and the refund usually shows on your card within 5 to 10 business days.`
            : 'Returns cannot be asked for online. Please contact us and we will help.'}
        </p>
        <h3 className="mt-6 font-medium text-stone-900">Returns address</h3>
        {policies.shopAddress ? (
          <PostalAddress address={policies.shopAddress} className="mt-2 text-stone-700 not-italic" />
        ) : (
          <p className="mt-2 text-stone-700">
            We send you the address with the mail that approves your return.
          </p>
        )}
        {instructions && (
          <>
            <h3 className="mt-6 font-medium text-stone-900">How to send a return</h3>
            <p className="mt-2 break-words whitespace-pre-line text-stone-700">{instructions}</p>
          </>
        )}
      </section>
    </>
  );
}
