import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/shared/orders/returns';

const COLOURS: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-800',
  rejected: 'bg-stone-200 text-stone-800',
  received: 'bg-indigo-100 text-indigo-800',
  refunded: 'bg-emerald-100 text-emerald-800',
};

/** A return's step as a badge, in RETURN_STATUS_LABELS' words: the order page and the admin's Returns. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${COLOURS[status]}`}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
