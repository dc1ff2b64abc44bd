/**
 * One figure of a dashboard: its label over its value, inside a <dl>; `detail` is a smaller line
 * under the value that says what it is made of ('$150.00 paid, $30.00 refunded').
 */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold text-stone-900">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-stone-600">{detail}</dd>}
    </div>
  );
}
