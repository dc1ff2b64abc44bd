import { formatPrice } from '@shop/shared/money';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { useGetUserStatsQuery } from '../api/user-stats';

// recharts is the heaviest library of the app; it loads with the chart, after the cards.
const UserStatsChart = lazy(() =>
  import('../components/user-stats-chart').then((module) => ({ default: module.UserStatsChart })),
);

const NO_DATA = 'No data available.';

/** /dashboard for a shopper (docs/product/screens.md, User dashboard): greeting, figures, chart. */
export function UserDashboardPage() {
  usePageMeta('Dashboard — Velora');
  const user = useSelector(selectUser);
  const { data: stats, isLoading, isError } = useGetUserStatsQuery(user?.id ?? '', { skip: !user });
  if (!user) return null;
  const nothingYet =
    stats && stats.totalPaymentsCents === 0 && stats.totalReviews === 0 && stats.totalPurchasedProducts === 0;

  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="font-serif text-2xl text-stone-900">
        Welcome, {user.username}!
      </h1>
      <p className="mt-1 text-stone-600">Here is what you have spent, bought and reviewed with us.</p>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !stats ? (
        <p role="alert" className="mt-6 text-stone-700">
          {NO_DATA}
        </p>
      ) : (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {/* What the shopper kept, big; what they paid and got back, small under it. */}
            <StatCard
              label="Total Payments (after refunds, delivery and tax included)"
              value={formatPrice(stats.totalPaymentsCents)}
              detail={
                stats.refundedCents > 0
                  ? `${formatPrice(stats.paidCents)} paid, ${formatPrice(stats.refundedCents)} refunded`
                  : undefined
              }
            />
            <StatCard label="Total Reviews" value={String(stats.totalReviews)} />
            <StatCard
              label="Total Purchased Products"
              value={String(stats.keptProducts)}
              detail={
                stats.totalPurchasedProducts > stats.keptProducts
                  ? `${stats.totalPurchasedProducts} bought, ${stats.totalPurchasedProducts - stats.keptProducts} cancelled or refunded`
                  : undefined
              }
            />
          </dl>
          <div className="mt-8 rounded-xl border border-stone-200 bg-white p-4">
            {nothingYet ? (
              <p className="py-10 text-center text-stone-600">
                {NO_DATA} Your payments, reviews and purchases will show here after your first order.{' '}
                <Link to={paths.shop} className="font-medium text-rose-800 underline">
                  Start shopping
                </Link>
              </p>
            ) : (
              <Suspense fallback={<p className="py-10 text-center">Loading...</p>}>
                <UserStatsChart stats={stats} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </section>
  );
}
