/**
 * An order status as a coloured badge (docs/product/screens.md): completed green, pending red,
 * processing blue, shipped indigo, and a cancelled order stone with a strike. Anything else (an
 * older shop's value) is grey, as Manage orders asks, rather than passing for shipped.
 */
const COLOURS: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-red-100 text-red-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  cancelled: 'bg-stone-800 text-white',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${COLOURS[status] ?? 'bg-stone-200 text-stone-700'}`}
    >
      {status}
    </span>
  );
}
