import { BadgeCheck } from 'lucide-react';

/** The mark of a review whose author has a paid order containing the product. */
export function VerifiedPurchase() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
      <BadgeCheck aria-hidden="true" className="size-4" />
      Verified purchase
    </span>
  );
}
