import { and, asc, eq, sql } from 'drizzle-orm';
import { lockForTransaction } from '../../db/background-lock';
import type { Db } from '../../db/client';
import { cartItems } from './cart.schema';

export interface CartRow {
  variantId: string;
  quantity: number;
}

/**
 * Makes the rest of the caller's transaction the only writer of this shopper's cart until it
 * commits: two tabs replacing or merging the cart at once take turns instead of inserting the
 * same line twice.
 */
export function lockCart(tx: Db, userId: string): Promise<void> {
  return lockForTransaction(tx, `velora:cart:${userId}`);
}

export function listCartRows(db: Db, userId: string): Promise<CartRow[]> {
  return db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
}

/** Adds units to a line (a new line starts with them) in one statement; returns the new quantity. */
export async function addToCartRow(
  db: Db,
  userId: string,
  variantId: string,
  quantity: number,
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ quantity: cartItems.quantity });
  if (!row) throw new Error('cart upsert returned no row');
  return row.quantity;
}

/** Sets a line's quantity; false when the line is not in the cart. */
export async function setCartRowQuantity(
  db: Db,
  userId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .returning({ variantId: cartItems.variantId });
  return rows.length > 0;
}

export async function deleteCartRow(db: Db, userId: string, variantId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
}

export async function deleteCartRows(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export async function insertCartRows(db: Db, userId: string, rows: readonly CartRow[]): Promise<void> {
  if (rows.length === 0) return;
  // A millisecond apart, so the cart lists its lines in the order they came.
  const start = Date.now();
  await db.insert(cartItems).values(rows.map((row, i) => ({ userId, ...row, addedAt: new Date(start + i) })));
}
