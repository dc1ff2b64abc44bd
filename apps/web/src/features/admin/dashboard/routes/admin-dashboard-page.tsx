import { formatPrice } from '@shop/shared/money';
import type { AdminStats } from '@shop/shared/stats-schemas';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { TestOrderBadge } from '@/features/admin/orders/components/test-order-badge';
import { usePageMeta } from '@/lib/page-meta';
import { useGetAdminStatsQuery } from '../api/admin-stats-api';
import { DiscountsGivenCard } from '../components/discounts-given-card';
import { OrdersByStatusChart } from '../components/orders-by-status-chart';
import { SizeReturnsCard } from '../components/size-returns-card';
import { TaxCard } from '../components/tax-card';

const MonthlyEarningsChart = lazy(() =>
  import('../components/admin-charts').then((m) => ({ default: m.MonthlyEarningsChart })),
);

export const STATS_MESSAGES = { failed: 'Failed to load stats', none: 'No Stats found' } as const;

const thisYear = new Date().getUTCFullYear();
const YEARS = Array.from({ length: 5 }, (_, i) => thisYear - i);

/** /dashboard/admin (docs/product/screens.md, Admin dashboard). */
export function AdminDashboardPage() {
  usePageMeta('Admin dashboard — Velora');
  const [year, setYear] = useState(thisYear);
  const { data: stats, isLoading, isError, isFetching } = useGetAdminStatsQuery(year);
  const yearId = useId();

  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading" className="font-serif text-2xl text-stone-900">
        Admin Dashboard
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {STATS_MESSAGES.failed}
        </p>
      ) : !stats ? (
        <p className="mt-6">{STATS_MESSAGES.none}</p>
      ) : (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard
              label="Total Earnings (paid orders, delivery and tax included)"
              value={formatPrice(stats.totalEarningsCents)}
            />
            <StatCard label="Refunds" value={formatPrice(stats.totalRefundsCents)} />
            <StatCard label="Net earnings" value={formatPrice(stats.netEarningsCents)} />
            <TaxCard tax={stats.tax} />
            <StatCard label="Total Orders" value={String(stats.totalOrders)} />
            <StatCard label="Total Users" value={String(stats.totalUsers)} />
            <StatCard label="Total Products" value={String(stats.totalProducts)} />
          </dl>
          <TestOrdersNote stats={stats} />

          <div className="mt-8 grid gap-6 xl:grid-cols-[1fr_1.4fr]">
            <figure
              aria-labelledby="by-status-caption"
              className="rounded-xl border border-stone-200 bg-white p-4"
            >
              <figcaption id="by-status-caption" className="font-medium text-stone-900">
                Paid orders by status
              </figcaption>
              <OrdersByStatusChart stats={stats} />
            </figure>
            <figure className="rounded-xl border border-stone-200 bg-white p-4" aria-busy={isFetching}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <figcaption className="font-medium text-stone-900">Monthly earnings, {stats.year}</figcaption>
                <label htmlFor={yearId} className="flex items-center gap-2 text-sm text-stone-700">
                  Year
                  <select
                    id={yearId}
                    value={year}
                    onChange={(event) => setYear(Number(event.target.value))}
                    className="rounded-md border border-stone-300 bg-white px-2 py-1"
                  >
                    {YEARS.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <YearTotals stats={stats} />
              <Suspense fallback={<p className="py-10 text-center">Loading...</p>}>
                <MonthlyEarningsChart stats={stats} />
              </Suspense>
            </figure>
          </div>

          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <section
              aria-labelledby="to-ship-heading"
              className="rounded-xl border border-stone-200 bg-white p-4"
            >
              <h2 id="to-ship-heading" className="font-medium text-stone-900">
                Waiting to be shipped ({stats.toShip.total})
              </h2>
              {stats.toShip.orders.length === 0 ? (
                <p className="mt-3 text-sm text-stone-600">Every paid order has shipped.</p>
              ) : (
                <ul className="mt-3 divide-y divide-stone-100 text-sm">
                  {stats.toShip.orders.map((order) => (
                    <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="flex items-center gap-2">
                        <Link
                          to={`${paths.dashboardManageOrders}?search=${encodeURIComponent(order.orderId)}`}
                          className="font-mono text-rose-800 underline"
                        >
                          {order.orderId}
                        </Link>
                        {order.testCheckout && <TestOrderBadge />}
                      </span>
                      <span className="min-w-0 truncate text-stone-600">{order.email}</span>
                      <span className="capitalize text-stone-700">{order.status}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section
              aria-labelledby="low-stock-heading"
              className="rounded-xl border border-stone-200 bg-white p-4"
            >
              <h2 id="low-stock-heading" className="font-medium text-stone-900">
                Low stock
              </h2>
              {/* The counts are the lengths of Manage Products' lists they open (its Stock filter). */}
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                <li>
                  <Link
                    to={`${paths.dashboardManageProducts}?stock=sold-out`}
                    className="text-rose-800 underline"
                  >
                    {productCount(stats.soldOutProducts)} sold out in every size
                  </Link>
                </li>
                <li>
                  <Link to={`${paths.dashboardManageProducts}?stock=low`} className="text-rose-800 underline">
                    {productCount(stats.lowStockProducts)} with a size at 3 or fewer left
                  </Link>
                </li>
              </ul>
              {stats.lowStock.length > 0 && (
                <h3 className="mt-3 text-xs font-medium tracking-wide text-stone-500 uppercase">
                  Closest to selling out
                </h3>
              )}
              {stats.lowStock.length === 0 ? (
                <p className="mt-3 text-sm text-stone-600">
                  No size still for sale is down to 3 or fewer units.
                </p>
              ) : (
                <ul className="mt-1 divide-y divide-stone-100 text-sm">
                  {stats.lowStock.map((variant) => (
                    <li
                      key={variant.variantId}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <Link
                        to={paths.dashboardUpdateProduct(variant.productId)}
                        className="min-w-0 truncate text-rose-800 underline"
                      >
                        {variant.title}
                      </Link>
                      <span className="text-stone-600">
                        {/* Sold-out sizes are not listed: the link above counts those. */}
                        {variant.size} · {variant.free} left
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <DiscountsGivenCard stats={stats} />
            <SizeReturnsCard stats={stats} />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The chosen year's gross, refunds and net in words, beside the chart that draws them by month:
 * refunds count in the month they were made (docs/product/rules.md, Admin statistics).
 */
function YearTotals({ stats }: { stats: AdminStats }) {
  const sum = (pick: (month: AdminStats['monthlyEarnings'][number]) => number) =>
    stats.monthlyEarnings.reduce((cents, month) => cents + Math.round(pick(month) * 100), 0);
  const figures = [
    ['Gross', sum((month) => month.earnings)],
    ['Refunds', sum((month) => month.refunds)],
    ['Net', sum((month) => month.net)],
  ] as const;
  return (
    <dl aria-label={`Earnings in ${stats.year}`} className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {figures.map(([label, cents]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-medium text-stone-900">{formatPrice(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/**
 * What the figures make of test orders (docs/product/rules.md, Admin statistics): counted while
 * the shop runs its test checkout, left out once it takes real payments; said either way.
 */
function TestOrdersNote({ stats }: { stats: AdminStats }) {
  if (stats.testOrders === 0) return null;
  const orders = stats.testOrders === 1 ? '1 test order' : `${stats.testOrders} test orders`;
  return (
    <p role="note" className="mt-3 text-sm text-stone-600">
      {stats.testCheckout
        ? `Test checkout is on: these figures include ${orders} (${formatPrice(stats.testEarningsCents)}) paid with test cards. No money was taken for them.`
        : `Not counted: ${orders} (${formatPrice(stats.testEarningsCents)}) paid with test cards, where no money was taken.`}
    </p>
  );
}
