import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { centsToDollars, formatPrice } from '@shop/shared/money';
import {
  CHECKOUT_REMINDER_MESSAGES,
  type RestoredCart,
} from '@shop/shared/orders/checkout-reminders-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { openText, sealText } from '../../../lib/security/shop-secret';
import { variantsForSale } from '../../catalog';
import { findOrderById, linesOfOrders } from '../orders.queries';

// A reminder's 'Back to my cart' link (docs/product/rules.md, Checkout reminders): its token names
// the checkout's order, sealed with the shop's mail-link key, so it tells nobody anything and
// nobody can make one for another order. Opening it answers the checkout's lines as they are now.

const PURPOSE = 'restore-cart';

/** The token of the restore link for this checkout's order. */
export function restoreToken(key: Buffer, orderId: string): string {
  return sealText(key, JSON.stringify({ purpose: PURPOSE, orderId }));
}

/** The order a restore token names; null for anything this shop did not seal for a restore link. */
function orderOfToken(key: Buffer, token: string): string | null {
  const plain = openText(key, token);
  if (!plain) return null;
  try {
    const value = JSON.parse(plain) as { purpose?: unknown; orderId?: unknown };
    return value.purpose === PURPOSE && typeof value.orderId === 'string' ? value.orderId : null;
  } catch {
    return null;
  }
}

/** How a change names a line: 'Linen Dress in M'. */
const named = (line: { title: string; size: string }) => `${line.title} in ${sizeLabel(line.size)}`;

/**
 * A checkout's lines at today's prices and stock, in its own order, and what changed since, one
 * sentence each. A line no longer for sale (deleted, or its product taken off sale) is left out
 * and said so; a sold-out one stays with `available` 0.
 */
export async function cartOfCheckout(db: Db, orderId: string): Promise<RestoredCart> {
  const bought = await linesOfOrders(db, [orderId]);
  const now = await variantsForSale(
    db,
    bought.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  const result: RestoredCart = { lines: [], changes: [] };
  for (const line of bought) {
    const variant = line.variantId ? now.get(line.variantId) : undefined;
    if (!variant) {
      result.changes.push(`${named(line)} is no longer available.`);
      continue;
    }
    result.lines.push({
      variantId: variant.variantId,
      productId: variant.productId,
      handle: variant.handle,
      title: variant.title,
      image: variant.image,
      size: variant.size,
      color: variant.color,
      quantity: line.quantity,
      price: centsToDollars(variant.priceCents),
      priceCents: variant.priceCents,
      pricePaid: centsToDollars(line.unitPriceCents),
      pricePaidCents: line.unitPriceCents,
      available: variant.available,
    });
    if (variant.priceCents !== line.unitPriceCents)
      result.changes.push(
        `${named(variant)} now costs ${formatPrice(variant.priceCents)} (was ${formatPrice(line.unitPriceCents)}).`,
      );
    if (variant.available === 0) result.changes.push(`${named(variant)} is sold out.`);
    else if (variant.available < line.quantity)
      result.changes.push(
        `Only ${variant.available} of ${named(variant)} ${variant.available === 1 ? 'is' : 'are'} left.`,
      );
  }
  return result;
}

/** POST /api/orders/restore-cart: the lines of the checkout a restore link names; 400 naming `token` otherwise. */
export async function restoreCart(
  deps: { db: Db; mailLinkKey: Buffer },
  token: string,
): Promise<RestoredCart> {
  const orderId = orderOfToken(deps.mailLinkKey, token);
  const order = orderId ? await findOrderById(deps.db, orderId) : undefined;
  if (!order) throw new DomainError(400, CHECKOUT_REMINDER_MESSAGES.invalidLink, 'token');
  return cartOfCheckout(deps.db, order.id);
}
