import { centsToDollars } from '@shop/shared/money';
import type { CartItem, CartResponse } from '@shop/shared/orders/cart-schemas';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@shop/shared/orders/orders';
import { cartTotals, RATE_SCALE, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { describeVariant, type VariantForSale, variantsForSale } from '../catalog';
import { defaultTaxBasis } from '../taxes';
import {
  addToCartRow,
  type CartRow,
  deleteCartRow,
  deleteCartRows,
  insertCartRows,
  listCartRows,
  lockCart,
  setCartRowQuantity,
} from './cart.queries';

/** A line as a browser sends it: the variant under either name, and maybe a quantity. */
export interface CartLineInput {
  id?: string;
  variantId?: string;
  quantity?: number;
}

function variantIdOf(line: CartLineInput, field: string): string {
  const id = line.variantId ?? line.id;
  if (!id) throw new DomainError(400, `${field} needs the variant id (id or variantId)`, field);
  return id;
}

/** What lines ask of one variant together, and the first line that asked (for messages). */
export interface WantedLine {
  /** All the units asked for, added up. */
  quantity: number;
  /** The same, at most MAX_LINE_QUANTITY: what a cart keeps of it. */
  capped: number;
  /** The first of `lines` that named the variant; -1 when only `base` did. */
  index: number;
}

/**
 * The one rule for lines from a browser, used by the cart and by checkout: the variant under
 * either name (a line with neither is a 400 naming `${field}.${i}`), the lines of one variant
 * added together after those of `base`, in the order they first came. A cart keeps `capped`; a
 * checkout refuses more than it takes rather than trimming it, so it reads `quantity`.
 */
export function wantedLines(
  lines: readonly CartLineInput[],
  field: string,
  base: readonly CartRow[] = [],
): Map<string, WantedLine> {
  const wanted = new Map<string, WantedLine>();
  const add = (variantId: string, quantity: number, index: number) => {
    const earlier = wanted.get(variantId);
    const total = (earlier?.quantity ?? 0) + quantity;
    wanted.set(variantId, {
      quantity: total,
      capped: Math.min(total, MAX_LINE_QUANTITY),
      index: earlier?.index ?? index,
    });
  };
  for (const row of base) add(row.variantId, row.quantity, -1);
  lines.forEach((line, i) => {
    add(variantIdOf(line, `${field}.${i}`), line.quantity ?? 1, i);
  });
  return wanted;
}

function toCartItem(row: CartRow, variant: VariantForSale): CartItem {
  return {
    id: variant.variantId,
    variantId: variant.variantId,
    productId: variant.productId,
    handle: variant.handle,
    title: variant.title,
    image: variant.image,
    price: centsToDollars(variant.priceCents),
    priceCents: variant.priceCents,
    quantity: row.quantity,
    size: variant.size,
    color: variant.color,
    quantityAvailable: variant.available,
    availableForSale: variant.available >= row.quantity,
    maxPerOrder: MAX_LINE_QUANTITY,
  };
}

/**
 * The cart with the most units of each line one checkout takes (CHECKOUT_MAX_PER_VARIANT), so
 * the cart page can say so before checkout refuses it.
 */
export function withOrderLimit(cart: CartResponse, maxPerOrder: number): CartResponse {
  return { ...cart, items: cart.items.map((item) => ({ ...item, maxPerOrder })) };
}

/** The cart as the API shows it: every price and word from the catalog as it is now. */
export async function getCart(db: Db, userId: string): Promise<CartResponse> {
  return priceRows(db, await listCartRows(db, userId));
}

/**
 * A browser's lines priced as they are now, without storing anything: repeats added together,
 * unknown variants left out, quantities kept as asked (the answer says what is free).
 */
export async function quoteCart(db: Db, lines: readonly CartLineInput[]): Promise<CartResponse> {
  return priceRows(
    db,
    [...wantedLines(lines, 'cartItems')].map(([variantId, { capped }]) => ({ variantId, quantity: capped })),
  );
}

async function priceRows(db: Db, rows: readonly CartRow[]): Promise<CartResponse> {
  const variants = await variantsForSale(
    db,
    rows.map((row) => row.variantId),
  );
  // A deleted product's lines go with it (the foreign key cascades), so every row has its variant.
  const items = rows.flatMap((row) => {
    const variant = variants.get(row.variantId);
    return variant ? [toCartItem(row, variant)] : [];
  });
  // No address yet: the shop's default rate, said to be an estimate.
  const basis = await defaultTaxBasis(db);
  const totals = cartTotals(items, basis);
  return {
    items,
    totalPrice: centsToDollars(totals.totalCents),
    tax: centsToDollars(totals.taxCents),
    taxRate: basis.rateMilliPercent / RATE_SCALE,
    taxLabel: taxLineLabel(basis, basis.pricesIncludeTax),
    taxIncluded: basis.pricesIncludeTax,
    taxEstimate: true,
    grandTotal: centsToDollars(totals.grandTotalCents),
    totalPriceCents: totals.totalCents,
    taxCents: totals.taxCents,
    grandTotalCents: totals.grandTotalCents,
  };
}

async function knownVariant(db: Db, variantId: string, field: string): Promise<VariantForSale> {
  const variant = (await variantsForSale(db, [variantId])).get(variantId);
  if (!variant) throw new DomainError(404, 'This product is no longer available.', field);
  return variant;
}

function tooMany(variant: VariantForSale, field: string): DomainError {
  return new DomainError(
    409,
    variant.available === 0
      ? `${describeVariant(variant)} is sold out.`
      : `Only ${variant.available} left of ${describeVariant(variant)}.`,
    field,
  );
}

/** Adds units of a variant (1 unless said); more than the free stock is refused and nothing changes. */
export async function addToCart(db: Db, userId: string, line: CartLineInput): Promise<CartResponse> {
  const variantId = variantIdOf(line, 'item');
  const variant = await knownVariant(db, variantId, 'item');
  await db.transaction(async (tx) => {
    const quantity = await addToCartRow(tx, userId, variantId, line.quantity ?? 1);
    if (quantity > Math.min(variant.available, MAX_LINE_QUANTITY)) throw tooMany(variant, 'item');
    if ((await listCartRows(tx, userId)).length > MAX_CART_LINES) {
      throw new DomainError(400, `A cart holds at most ${MAX_CART_LINES} lines.`, 'item');
    }
  });
  return getCart(db, userId);
}

/** Sets one line's quantity (1 to 99, within the free stock). */
export async function setCartQuantity(
  db: Db,
  userId: string,
  variantId: string | undefined,
  quantity: number | undefined,
): Promise<CartResponse> {
  if (!variantId)
    throw new DomainError(400, 'variantId is required (or cartItems to replace the cart)', 'variantId');
  if (quantity === undefined) throw new DomainError(400, 'quantity is required', 'quantity');
  const variant = await knownVariant(db, variantId, 'variantId');
  if (quantity > variant.available) throw tooMany(variant, 'quantity');
  if (!(await setCartRowQuantity(db, userId, variantId, quantity))) {
    throw new DomainError(404, 'This item is not in your cart.', 'variantId');
  }
  return getCart(db, userId);
}

export async function removeFromCart(db: Db, userId: string, variantId: string): Promise<CartResponse> {
  await deleteCartRow(db, userId, variantId);
  return getCart(db, userId);
}

export async function clearCart(db: Db, userId: string): Promise<CartResponse> {
  await deleteCartRows(db, userId);
  return getCart(db, userId);
}

/**
 * Lines from a browser made safe to store: unknown variants dropped, repeated ones added
 * together, each capped at the free stock (lines with nothing left dropped), at most 50.
 */
async function storableLines(
  db: Db,
  lines: readonly CartLineInput[],
  base: readonly CartRow[] = [],
): Promise<CartRow[]> {
  const wanted = wantedLines(lines, 'cartItems', base);
  const variants = await variantsForSale(db, [...wanted.keys()]);
  const rows: CartRow[] = [];
  for (const [variantId, { capped }] of wanted) {
    const variant = variants.get(variantId);
    if (!variant) continue;
    const quantity = Math.min(capped, variant.available);
    if (quantity > 0) rows.push({ variantId, quantity });
  }
  return rows.slice(0, MAX_CART_LINES);
}

/** Replaces the stored cart with the browser's. */
export async function replaceCart(
  db: Db,
  userId: string,
  lines: readonly CartLineInput[],
): Promise<CartResponse> {
  const rows = await storableLines(db, lines);
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    await deleteCartRows(tx, userId);
    await insertCartRows(tx, userId, rows);
  });
  return getCart(db, userId);
}

/**
 * After a login: the guest's lines join the stored cart, quantities of the same variant added,
 * capped at what is left; the answer is the cart the browser should now show.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  lines: readonly CartLineInput[],
): Promise<CartResponse> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const rows = await storableLines(tx, lines, await listCartRows(tx, userId));
    await deleteCartRows(tx, userId);
    await insertCartRows(tx, userId, rows);
  });
  return getCart(db, userId);
}

/** After a paid order: the shopper's stored cart is emptied, inside the payment's transaction. */
export async function emptyCart(tx: Db, userId: string): Promise<void> {
  await deleteCartRows(tx, userId);
}

/** A cart belongs to its shopper alone: an id naming anyone else is refused, nothing touched. */
export function assertOwnCart(callerId: string, userId: string | undefined): void {
  if (userId !== undefined && userId !== callerId) {
    throw new DomainError(403, 'You can only see and change your own cart.', 'userId');
  }
}
