import type {
  WishlistItem,
  WishlistMergeBody,
  WishlistResponse,
  WishlistSaveBody,
} from '@shop/shared/catalog/wishlist-schemas';
import { api } from '@/lib/api';

// The shopper's wishlist (docs/product/api.md, Wishlist). A change refetches the list: the server
// says what each saved product costs now and what changed since.
export const wishlistApi = api.enhanceEndpoints({ addTagTypes: ['Wishlist'] }).injectEndpoints({
  endpoints: (build) => ({
    wishlist: build.query<WishlistResponse, void>({
      query: () => '/wishlist',
      providesTags: ['Wishlist'],
    }),
    saveToWishlist: build.mutation<WishlistItem, WishlistSaveBody>({
      query: (body) => ({ url: '/wishlist', method: 'POST', body }),
      invalidatesTags: ['Wishlist'],
    }),
    mergeWishlist: build.mutation<WishlistResponse, WishlistMergeBody>({
      query: (body) => ({ url: '/wishlist/merge', method: 'POST', body }),
      // The merge answers the whole list: it is the list, no need to ask again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(wishlistApi.util.upsertQueryData('wishlist', undefined, data));
        } catch {
          // The caller hears of it through the mutation's own answer.
        }
      },
    }),
    removeFromWishlist: build.mutation<null, string>({
      query: (productId) => ({ url: `/wishlist/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const {
  useWishlistQuery,
  useSaveToWishlistMutation,
  useMergeWishlistMutation,
  useRemoveFromWishlistMutation,
} = wishlistApi;
