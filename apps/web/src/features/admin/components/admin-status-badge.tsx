/** Manage orders' status colours: completed green, pending red, processing blue, shipped indigo, anything else grey. */
const COLOURS: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-red-100 text-red-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-indigo-100 text-indigo-800',
};

export function AdminStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${COLOURS[status] ?? 'bg-stone-200 text-stone-700'}`}
    >
      {status}
    </span>
  );
}
