import type { WishlistChange, WishlistItem } from '@shop/shared/catalog/wishlist-schemas';
import { formatPrice } from '@shop/shared/money';

export const WISHLIST_WORDS = {
  empty: 'Your wishlist is empty.',
  loadFailed: 'Your wishlist could not be loaded. Please try again.',
  unavailable: 'No longer available',
  inStock: 'In stock',
  removed: 'Removed from your wishlist.',
  removeFailed: 'It could not be removed. Please try again.',
} as const;

/** What changed since the product was saved, as the Wishlist page says it (docs/product/screens.md). */
export function changeWords(
  change: WishlistChange,
  item: Pick<WishlistItem, 'priceCents' | 'savedPriceCents'>,
) {
  switch (change) {
    case 'price_down':
    case 'price_up':
      return `now ${formatPrice(item.priceCents ?? 0)}, was ${formatPrice(item.savedPriceCents)}`;
    case 'back_in_stock':
      return 'Back in stock';
    case 'sold_out':
      return 'Sold out';
  }
}
