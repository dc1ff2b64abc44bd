import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import { useRemoveFromWishlistMutation, useWishlistQuery } from '../api/wishlist-api';
import { WishlistRow } from '../components/wishlist-row';
import { WISHLIST_WORDS } from '../wishlist-words';

/**
 * /dashboard/wishlist (docs/product/screens.md, Wishlist): the shopper's saved products, newest
 * first, each with what changed since it was saved, 'Add to cart' and 'Remove'.
 */
export function WishlistPage() {
  usePageMeta('Wishlist — Velora');
  const dispatch = useDispatch();
  const list = useWishlistQuery();
  const [remove] = useRemoveFromWishlistMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const removeItem = async (productId: string) => {
    setRemoving(productId);
    try {
      await remove(productId).unwrap();
      dispatch(showToast(WISHLIST_WORDS.removed, 'success'));
    } catch {
      dispatch(showToast(WISHLIST_WORDS.removeFailed, 'error'));
    } finally {
      setRemoving(null);
    }
  };

  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="wishlist-heading" className="max-w-4xl">
      <h1 id="wishlist-heading" className="mb-6 font-serif text-3xl text-stone-900">
        Wishlist
      </h1>
      {list.isLoading ? (
        <p>Loading...</p>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
          <p>{WISHLIST_WORDS.loadFailed}</p>
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="mt-3 rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50"
          >
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
          <p>{WISHLIST_WORDS.empty}</p>
          <Link to={paths.shop} className="mt-3 inline-block font-medium text-rose-800 hover:underline">
            Browse the shop
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <WishlistRow
              key={item.productId}
              item={item}
              removing={removing === item.productId}
              onRemove={() => void removeItem(item.productId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
