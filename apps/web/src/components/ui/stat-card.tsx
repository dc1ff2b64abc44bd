/** One figure of a dashboard: its label over its value, inside a <dl>. */
export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
