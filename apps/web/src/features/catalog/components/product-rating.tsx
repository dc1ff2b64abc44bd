import { REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import { StarRating } from '@/components/ui/star-rating';

const reviewsWord = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/**
 * A product's rating as its reviews give it: stars and how many reviews, or 'No reviews yet'
 * and no stars when it has none (a product is never given a rating nobody wrote).
 */
export function ProductRating({
  averageRating,
  reviewCount,
  variant,
}: {
  averageRating: number | null;
  reviewCount: number;
  /** A card shows stars and the count; the product page also the average, as 'N / 5'. */
  variant: 'card' | 'page';
}) {
  if (averageRating === null || reviewCount === 0) {
    return (
      <p className={variant === 'page' ? 'text-sm text-stone-600' : 'text-xs text-stone-500 sm:text-sm'}>
        {REVIEW_MESSAGES.noneYet}
      </p>
    );
  }
  if (variant === 'card') {
    return (
      <p className="flex items-center gap-1.5">
        <StarRating rating={averageRating} />
        <span className="text-xs text-stone-500">
          <span aria-hidden="true">({reviewCount})</span>
          <span className="sr-only">{reviewsWord(reviewCount)}</span>
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StarRating rating={averageRating} size={18} />
      <span className="text-sm text-stone-600">{averageRating.toFixed(1)} / 5</span>
      <a href="#reviews-heading" className="text-sm text-stone-600 underline hover:text-rose-800">
        {reviewsWord(reviewCount)}
      </a>
    </p>
  );
}
