import type { RestoredLine } from '@shop/shared/orders/checkout-reminders-schemas';
import type { CartLine } from '@/stores/cart';
import { mergeLines } from './cart-lines';

/**
 * The cart with a reminded checkout's lines back in it (docs/product/rules.md, Checkout
 * reminders): at today's prices, each at most what is free now, sold-out ones left out. A variant
 * the cart holds already keeps the larger of the two quantities, never their sum: the link brings
 * the cart back, it does not add to it.
 */
export function withRestoredLines(cart: readonly CartLine[], restored: readonly RestoredLine[]): CartLine[] {
  const held = new Map(cart.map((line) => [line.id, line.quantity]));
  const back: CartLine[] = restored
    .filter((line) => line.available > 0)
    .map((line) => ({
      id: line.variantId,
      productId: line.productId,
      handle: line.handle,
      title: line.title,
      image: line.image,
      priceCents: line.priceCents,
      quantity: Math.min(line.available, Math.max(line.quantity, held.get(line.variantId) ?? 0)),
      size: line.size,
      color: line.color,
    }));
  const ids = new Set(back.map((line) => line.id));
  return mergeLines(
    cart.filter((line) => !ids.has(line.id)),
    back,
  );
}
