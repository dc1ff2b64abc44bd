import type { CatalogProduct, CatalogVariant } from '@shop/shared/catalog-schemas';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { addToCart, cartLineFor } from '@/stores/cart';
import { showToast } from '@/stores/toasts';

export const ADDED_TO_CART = 'Added to your cart.';

/**
 * Adds one of a variant and says so in a toast, so a card and the product page confirm
 * alike: the toast is the one answer a shopper gets wherever on the page they added from.
 */
export function useAddToCart() {
  const dispatch = useDispatch();
  return useCallback(
    (product: Pick<CatalogProduct, 'id' | 'handle' | 'title' | 'images'>, variant: CatalogVariant) => {
      dispatch(addToCart(cartLineFor(product, variant)));
      dispatch(showToast(ADDED_TO_CART, 'success'));
    },
    [dispatch],
  );
}
