// Reviews: ratings, fit answers and their texts, shared by the product page and the API.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;

/** How a sized product fits, as shoppers answer it. */
export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Record<Fit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

export const REVIEW_MESSAGES = {
  posted: 'Review posted successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  loadFailed: 'Failed to load reviews',
  none: 'No reviews found',
  notFound: 'Review not found',
  /** Posting (or rewriting) a review needs a paid order containing the product. */
  buyersOnly: 'You can review products you have bought.',
  /** What cards and the product page say instead of stars when a product has no reviews. */
  noneYet: 'No reviews yet',
} as const;
