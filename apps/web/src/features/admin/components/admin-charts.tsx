import type { AdminStats } from '@shop/shared/stats-schemas';
import { CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SLICE_COLOURS = ['#9f1239', '#0369a1', '#ca8a04', '#047857'];

/** The shop at a glance: how orders, products, reviews and users compare. */
export function ShopMixChart({ stats }: { stats: AdminStats }) {
  const slices = [
    { name: 'Orders', value: stats.totalOrders },
    { name: 'Products', value: stats.totalProducts },
    { name: 'Reviews', value: stats.totalReviews },
    { name: 'Users', value: stats.totalUsers },
  ];
  return (
    <PieChart responsive style={{ width: '100%', height: 280 }}>
      <Pie
        isAnimationActive={false}
        data={slices}
        dataKey="value"
        nameKey="name"
        innerRadius="45%"
        outerRadius="80%"
        paddingAngle={2}
      >
        {slices.map((slice, index) => (
          <Cell key={slice.name} fill={SLICE_COLOURS[index]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend />
    </PieChart>
  );
}

/** Earnings per month of the chosen year, January to December. */
export function MonthlyEarningsChart({ stats }: { stats: AdminStats }) {
  const points = stats.monthlyEarnings.map((entry) => ({
    month: MONTHS[entry.month - 1],
    earnings: entry.earnings,
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
      <Tooltip formatter={(value) => [`$${Number(value).toFixed(2)}`, 'Earnings']} />
      <Line
        isAnimationActive={false}
        type="linear"
        dataKey="earnings"
        name="Earnings"
        stroke="#9f1239"
        strokeWidth={2}
        dot={{ r: 3 }}
      />
    </LineChart>
  );
}
