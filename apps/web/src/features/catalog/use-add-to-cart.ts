import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { addToCart, type CartState, cartLineFor } from '@/stores/cart';
import { showToast } from '@/stores/toasts';
import type { CardVariant } from './card-product';
import { colourPicture } from './colour-pictures';
import { variantColour } from './colour-swatch';

export const ADDED_TO_CART = 'Added to your cart.';

/** What an add past the free stock says: nothing was added, and why. */
export const allInCart = (free: number) => `Only ${free} left, and all ${free} are in your cart.`;

/**
 * Adds one of a variant and says so in a toast, so a card and the product page confirm
 * alike: the toast is the one answer a shopper gets wherever on the page they added from.
 * When every free unit is in the cart already, nothing is added and the toast says so;
 * the answer tells the caller which happened.
 */
export function useAddToCart() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  return useCallback(
    (
      product: Pick<CatalogProduct, 'id' | 'handle' | 'title' | 'images'>,
      variant: CardVariant,
    ): { added: true } | { added: false; message: string } => {
      const inCart = store.getState().cart.lines.find((line) => line.id === variant.id)?.quantity ?? 0;
      if (inCart >= variant.quantityAvailable) {
        const message = allInCart(variant.quantityAvailable);
        dispatch(showToast(message, 'error'));
        return { added: false, message };
      }
      // The line shows the picture of the colour bought, as the server's cart does.
      const picture = colourPicture(
        product.images.edges.map((edge) => edge.node),
        variantColour(variant),
      );
      const pictured = { ...product, images: { edges: picture ? [{ node: picture }] : [] } };
      dispatch(addToCart(cartLineFor(pictured, variant)));
      dispatch(showToast(ADDED_TO_CART, 'success'));
      return { added: true };
    },
    [dispatch, store],
  );
}
