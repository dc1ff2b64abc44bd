import { useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectUser } from '@/stores/session';
import { isSaved, subscribeSaved, toggleSaved } from './saved-products';
import type { WishlistDispatch } from './wishlist-changes';

/**
 * The heart on product cards and the product page (docs/product/screens.md, Wishlist): saves the
 * product, with `size` when one is chosen, or removes it. The icon is the stylesheet's
 * (.icon-heart, filled while pressed), as the cards' cart icon is, so a listing's HTML stays small.
 */
export function WishlistHeart({
  productId,
  size = null,
  title,
  className = 'absolute top-2 right-2',
}: {
  productId: string;
  size?: string | null;
  /**
   * The product's title, named in a card's heart ('Save Wrap Dress to wishlist') as in its cart
   * button: a listing's hearts, and the product page's beside its related cards, each say whose
   * they are. The product page's own heart says 'Save to wishlist'.
   */
  title?: string;
  /** Where it sits; left out, at the top right of a card's picture. */
  className?: string;
}) {
  const owner = useSelector(selectUser)?.id ?? null;
  const dispatch = useDispatch<WishlistDispatch>();
  // The server renders every heart empty; the browser's list shows once it runs.
  const saved = useSyncExternalStore(
    subscribeSaved,
    () => isSaved(productId, owner),
    () => false,
  );
  const tip = saved ? 'Remove from wishlist' : 'Save to wishlist';
  const named = title && (saved ? `Remove ${title} from wishlist` : `Save ${title} to wishlist`);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={named || tip}
      title={tip}
      onClick={() => toggleSaved(productId, size, owner, dispatch)}
      className={`rounded-full bg-white/90 p-2 shadow-sm transition hover:text-rose-700 ${saved ? 'text-rose-700' : 'text-stone-700'} ${className}`}
    >
      <span aria-hidden="true" className="icon-heart" />
    </button>
  );
}
