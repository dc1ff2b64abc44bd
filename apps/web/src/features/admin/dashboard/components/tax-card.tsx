import { formatPrice } from '@shop/shared/money';
import type { TaxTotals } from '@shop/shared/stats-tax-schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The admin dashboard's 'Tax' figure (docs/product/rules.md, Admin statistics): every month's tax
 * collected less what refunds gave back, beside the earnings it is part of, counted as they are
 * (the test orders note under the figures says the same of it); the report it sums is a link away.
 */
export function TaxCard({ tax }: { tax: TaxTotals }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <dt className="text-sm font-medium text-stone-600">Tax (collected less refunds)</dt>
      <dd className="mt-2 text-2xl font-semibold text-stone-900">{formatPrice(tax.netCents)}</dd>
      <dd className="mt-1 text-sm text-stone-600">
        {formatPrice(tax.collectedCents)} collected, {formatPrice(tax.refundedCents)} refunded.{' '}
        <Link to={`${paths.dashboardTaxes}#report`} className="text-rose-800 underline">
          Tax report
        </Link>
      </dd>
    </div>
  );
}
