// Request and answer schemas of the reviews API (docs/product/api.md, Reviews).
import { z } from 'zod';
import { recordId } from '../record-id';
import { FITS, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from './reviews';

export const postReviewBodySchema = z.object({
  productId: recordId('productId must be a product id'),
  rating: z
    .number({ error: `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`),
  comment: z
    .string({ error: 'comment is required' })
    .trim()
    .min(1, 'comment is required')
    .max(REVIEW_COMMENT_MAX, `comment must be at most ${REVIEW_COMMENT_MAX} characters`),
  fit: z.enum(FITS, { error: () => `fit must be one of: ${FITS.join(', ')}` }).nullish(),
});
export type PostReviewBody = z.input<typeof postReviewBodySchema>;

/**
 * A review as anyone may read it (a product's list): the author's username, never their email
 * or account id. `mine` is true when the request's session wrote it.
 */
export const publicReviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  username: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  fit: z.enum(FITS).nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A review as its author (or an admin) sees it: with the account's id and email. */
export const reviewSchema = publicReviewSchema.omit({ mine: true }).extend({
  userId: z.string(),
  email: z.string(),
  /** The product reviewed, for lists across products (Your given Reviews). */
  product: z.object({ title: z.string(), handle: z.string(), image: z.string().nullable() }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSorts = ['newest', 'highest', 'lowest'] as const;

export const productReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(5),
  sort: z
    .enum(reviewSorts, { error: () => `sort must be one of: ${reviewSorts.join(', ')}` })
    .default('newest'),
});

export const productReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  averageRating: z.number().nullable(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  /** The fit answers, for sized products. */
  fit: z.object({ small: z.number(), true: z.number(), large: z.number() }),
});
export type ProductReviews = z.infer<typeof productReviewsResponseSchema>;

export const postReviewResponseSchema = z.object({ message: z.string(), review: reviewSchema });

/** Whether the session's shopper may write a review of a product (they have a paid order with it). */
export const canReviewResponseSchema = z.object({ canReview: z.boolean() });
export type CanReview = z.infer<typeof canReviewResponseSchema>;
