import type { AdminStats } from '@shop/shared/stats-schemas';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Earnings per month of the chosen year, January to December: gross (by month of payment) and
 * net of the refunds made that month.
 */
export function MonthlyEarningsChart({ stats }: { stats: AdminStats }) {
  const points = stats.monthlyEarnings.map((entry) => ({
    month: MONTHS[entry.month - 1],
    earnings: entry.earnings,
    net: entry.net,
  }));
  return (
    <LineChart
      responsive
      data={points}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="month" tick={{ fill: '#44403c', fontSize: 12 }} />
      <YAxis tick={{ fill: '#44403c', fontSize: 12 }} />
      <Tooltip formatter={(value, name) => [`$${Number(value).toFixed(2)}`, name]} />
      <Legend />
      <Line
        isAnimationActive={false}
        type="linear"
        dataKey="earnings"
        name="Earnings"
        stroke="#9f1239"
        strokeWidth={2}
        dot={{ r: 3 }}
      />
      <Line
        isAnimationActive={false}
        type="linear"
        dataKey="net"
        name="Net (after refunds)"
        stroke="#44403c"
        strokeDasharray="5 4"
        strokeWidth={2}
        dot={{ r: 3 }}
      />
    </LineChart>
  );
}
