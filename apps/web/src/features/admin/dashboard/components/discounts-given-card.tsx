import { amountToCents, formatPrice } from '@shop/shared/money';
import { reportCountingNote } from '@shop/shared/promotions/promotions';
import type { AdminStats } from '@shop/shared/stats-schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const orderCount = (n: number) => (n === 1 ? '1 paid order' : `${n} paid orders`);

/**
 * The admin dashboard's 'Discounts given': what codes took off the counted paid orders of the
 * chosen year, net of refunds, on how many, and the most used codes (docs/product/rules.md,
 * Admin statistics).
 */
export function DiscountsGivenCard({ stats }: { stats: AdminStats }) {
  const { discounts, year } = stats;
  return (
    <section
      aria-labelledby="discounts-given-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="discounts-given-heading" className="font-medium text-stone-900">
          Discounts given, {year}
        </h2>
        <Link to={paths.dashboardDiscounts} className="text-sm text-rose-800 underline">
          Discount codes
        </Link>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <div>
          <dt className="text-sm text-stone-600">Amount</dt>
          <dd className="text-2xl font-semibold text-stone-900">{formatPrice(discounts.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Orders</dt>
          <dd className="text-2xl font-semibold text-stone-900">{discounts.orders}</dd>
        </div>
      </dl>
      {discounts.topCodes.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No paid order used a code in {year}.</p>
      ) : (
        <>
          <h3 className="mt-3 text-xs font-medium tracking-wide text-stone-500 uppercase">Most used codes</h3>
          <ul className="mt-1 divide-y divide-stone-100 text-sm">
            {discounts.topCodes.map((code) => (
              <li key={code.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-mono text-stone-900">{code.code}</span>
                <span className="text-stone-600">
                  {orderCount(code.orders)} · {formatPrice(amountToCents(code.amount.toFixed(2)))} off
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Counted as the Sales and Discount codes pages count, and said so under each. */}
      <p className="mt-3 text-xs text-stone-600">{reportCountingNote(stats.testCheckout)}</p>
    </section>
  );
}
