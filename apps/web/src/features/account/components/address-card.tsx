import type { SavedAddress } from '@shop/shared/orders/shipping-schemas';
import { useId } from 'react';
import { PostalAddress } from '@/components/postal-address';

const buttonClass =
  'rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60';

/**
 * One saved address as the post would write it, with its actions. Each button names the address
 * for a screen reader, since every card has the same three.
 */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const headingId = useId();
  const which = <span className="sr-only">{address.line1}</span>;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 font-medium [overflow-wrap:anywhere] text-stone-900">
          {address.name}
        </h2>
        {address.isDefault && (
          <span className="shrink-0 rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800">
            Default
          </span>
        )}
      </div>
      <PostalAddress
        address={address}
        withName={false}
        className="flex-1 text-sm leading-relaxed not-italic [overflow-wrap:anywhere] text-stone-700"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} disabled={busy} className={buttonClass}>
          Edit {which}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={buttonClass}>
          Delete {which}
        </button>
        {!address.isDefault && (
          <button type="button" onClick={onMakeDefault} disabled={busy} className={buttonClass}>
            Make default {which}
          </button>
        )}
      </div>
    </article>
  );
}
