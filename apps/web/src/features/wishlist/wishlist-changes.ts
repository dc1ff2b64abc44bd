import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { showToast } from '@/stores/toasts';
import { wishlistApi } from './api/wishlist-api';

/** What a heart dispatches with: the store's, which runs the API's thunks. */
export type WishlistDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const SAVE_FAILED = 'Your wishlist could not be changed. Please try again.';

/**
 * A logged-in shopper's heart, sent to the server (loaded on the first press, so the cards of the
 * home page carry none of it). Removing one the server no longer has is what was asked; any
 * other refusal says so and throws, and the heart goes back.
 */
export async function sendSaved(
  dispatch: WishlistDispatch,
  productId: string,
  size: string | null,
  save: boolean,
): Promise<void> {
  try {
    if (save) await dispatch(wishlistApi.endpoints.saveToWishlist.initiate({ productId, size })).unwrap();
    else await dispatch(wishlistApi.endpoints.removeFromWishlist.initiate(productId)).unwrap();
  } catch (error) {
    if (!save && (error as { status?: unknown }).status === 404) return;
    dispatch(showToast(SAVE_FAILED, 'error'));
    throw error;
  }
}
