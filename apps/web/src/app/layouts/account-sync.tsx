import { CartSync } from '@/features/cart/cart-sync';
import { WishlistSync } from '@/features/wishlist/wishlist-sync';

/**
 * What a logged-in shopper's browser keeps in step with the server: the cart and the wishlist,
 * each taking over what the guest kept in the browser after a login. One chunk, loaded once
 * someone is logged in, so neither weighs on a guest's first page.
 */
export function AccountSync() {
  return (
    <>
      <CartSync />
      <WishlistSync />
    </>
  );
}
