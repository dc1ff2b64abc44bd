import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@shop/shared/catalog/product-fields';

const COLOURS: Record<ProductStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-800',
  archived: 'bg-stone-200 text-stone-700',
};

/** What the owner is told once a save leaves a product in this status. */
export const PRODUCT_STATUS_TOASTS: Record<ProductStatus, string> = {
  draft: 'Draft saved',
  active: 'Product published',
  archived: 'Product archived',
};

/** A product's status as a word on a coloured badge: Draft, Active or Archived. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${COLOURS[status]}`}>
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}
