import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@/stores/session';
import { useMergeWishlistMutation, useWishlistQuery } from './api/wishlist-api';
import { clearGuestWishlist, guestWishlist, setAccountWishlist } from './saved-products';

/**
 * After a login, the guest's saved products join the account (docs/product/rules.md, Wishlist),
 * as a guest's cart does, and the browser's copy goes; then the hearts follow the shopper's list
 * on the server. A merge that fails leaves the browser's copy to be merged on the next visit.
 * The app shell renders it only while someone is logged in, loaded on demand like the cart's sync.
 */
export function WishlistSync() {
  const owner = useSelector(selectUser)?.id ?? null;
  const [merge] = useMergeWishlistMutation();
  // Whose guest list has been dealt with: the list is read from the server only after that.
  const [mergedFor, setMergedFor] = useState<string | null>(null);
  const list = useWishlistQuery(undefined, { skip: !owner || mergedFor !== owner });

  useEffect(() => {
    if (!owner) return;
    const guest = guestWishlist();
    if (guest.length === 0) {
      setMergedFor(owner);
      return;
    }
    let current = true;
    merge({ items: guest })
      .unwrap()
      .then(
        () => clearGuestWishlist(),
        () => undefined,
      )
      .finally(() => {
        if (current) setMergedFor(owner);
      });
    return () => {
      current = false;
    };
  }, [owner, merge]);

  useEffect(() => {
    if (owner && list.data)
      setAccountWishlist(
        owner,
        list.data.items.map((item) => item.productId),
      );
  }, [owner, list.data]);

  return null;
}
