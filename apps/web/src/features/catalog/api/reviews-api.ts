import type { Fit } from '@shop/shared/catalog/reviews';
import type { CanReview, ProductReviews, Review } from '@shop/shared/catalog/reviews-schemas';
import { api } from '@/lib/api';

const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Reviews', 'Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviews, { productId: string; page: number }>({
      query: ({ productId, page }) =>
        `/reviews/product/${encodeURIComponent(productId)}?page=${page}&limit=5`,
      providesTags: (_result, _error, { productId }) => [{ type: 'Reviews' as const, id: productId }],
    }),
    /** Whether the logged-in shopper may review it: only a paid order containing it makes a buyer. */
    canReview: build.query<CanReview, string>({
      query: (productId) => `/reviews/can-review/${encodeURIComponent(productId)}`,
      providesTags: (_result, _error, productId) => [{ type: 'Reviews' as const, id: `can:${productId}` }],
    }),
    getMyReviews: build.query<Review[], string>({
      query: (userId) => `/reviews/${encodeURIComponent(userId)}`,
      providesTags: [{ type: 'Reviews' as const, id: 'mine' }],
    }),
    postReview: build.mutation<
      { message: string; review: Review },
      { productId: string; rating: number; comment: string; fit?: Fit | null }
    >({
      query: (body) => ({ url: '/reviews/post-review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Reviews' as const, id: productId },
        { type: 'Reviews' as const, id: 'mine' },
        // The product's average and count changed on its page and on every card.
        'Catalog',
      ],
    }),
    deleteReview: build.mutation<{ message: string }, Pick<Review, 'id' | 'productId'>>({
      query: ({ id }) => ({ url: `/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Reviews' as const, id: productId },
        { type: 'Reviews' as const, id: 'mine' },
        'Catalog',
      ],
    }),
  }),
});

export const {
  useGetProductReviewsQuery,
  useGetMyReviewsQuery,
  useCanReviewQuery,
  usePostReviewMutation,
  useDeleteReviewMutation,
} = reviewsApi;
