import type { AdminStats } from '@shop/shared/stats-schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The status badges' colours, darker, so a bar reads on white. */
const BAR_COLOURS: Record<string, string> = {
  pending: 'bg-red-700',
  processing: 'bg-blue-700',
  shipped: 'bg-indigo-700',
  completed: 'bg-emerald-700',
};

/**
 * How many paid orders are at each status, as bars with their numbers: what waits for the owner
 * and what is done. Each status links to Manage Orders filtered to it.
 */
export function OrdersByStatusChart({ stats }: { stats: Pick<AdminStats, 'ordersByStatus'> }) {
  const most = Math.max(1, ...stats.ordersByStatus.map((entry) => entry.orders));
  return (
    <dl className="mt-4 space-y-3 text-sm">
      {stats.ordersByStatus.map(({ status, orders }) => (
        <div key={status} className="grid grid-cols-[6.5rem_1fr] items-center gap-3">
          <dt>
            <Link
              to={`${paths.dashboardManageOrders}?status=${encodeURIComponent(status)}`}
              className="text-rose-800 capitalize underline"
            >
              {status}
            </Link>
          </dt>
          <dd className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`h-5 rounded-sm ${BAR_COLOURS[status] ?? 'bg-stone-500'}`}
              style={{ width: `${(orders / most) * 85}%`, minWidth: orders > 0 ? '0.25rem' : 0 }}
            />
            <span className="font-semibold text-stone-900 tabular-nums">{orders}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
