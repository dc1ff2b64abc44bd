import type { UserStats } from '@shop/shared/stats-schemas';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Reviews and purchased products are counted in ones while payments run to hundreds of
 * dollars, so the dashboard plots those two times 100 to keep their bars visible (as the
 * original did), and says so beside the chart.
 */
const COUNT_SCALE = 100;

function chartBars(stats: UserStats) {
  return [
    { name: 'Payments ($)', value: stats.totalPayments },
    { name: `Reviews ×${COUNT_SCALE}`, value: stats.totalReviews * COUNT_SCALE },
    // What the shopper kept, as the card above says.
    { name: `Purchased ×${COUNT_SCALE}`, value: stats.keptProducts * COUNT_SCALE },
  ];
}

/** The user dashboard's bar chart; recharts is loaded only with this module. */
export function UserStatsChart({ stats }: { stats: UserStats }) {
  return (
    <figure>
      <BarChart
        responsive
        data={chartBars(stats)}
        style={{ width: '100%', height: 300 }}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fill: '#44403c', fontSize: 12 }} />
        <YAxis tick={{ fill: '#44403c', fontSize: 12 }} />
        <Tooltip />
        <Bar isAnimationActive={false} dataKey="value" name="Value" fill="#9f1239" radius={[4, 4, 0, 0]} />
      </BarChart>
      <figcaption className="mt-2 text-sm text-stone-600">
        Payments in dollars; reviews and purchased products are shown ×{COUNT_SCALE} so their bars can be seen
        beside payments.
      </figcaption>
    </figure>
  );
}
