import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/stores/database-errors';
import { discounts, discountUses } from '../promotions.schema';

// A code's uses as checkouts take and settle them: every count changes by a conditional update
// in the transaction that moves the order, so no race counts a use twice or past the limit.

export async function findDiscountByCode(db: Db, code: string) {
  const [row] = await db.select().from(discounts).where(sql`upper(${discounts.code}) = ${code}`).limit(1);
  return row;
}

/**
 * Paid uses of a code on this account's orders (its own, and guest orders it proved by a claim
 * link). Never by email alone: an account's email is not proven, and what a guest's email bought
 * is told to nobody.
 */
export async function countAccountUses(db: Db, discountId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.discountId, discountId),
        eq(discountUses.state, 'used'),
        sql`exists (select 1 from orders o where o.id = ${discountUses.orderId} and o.user_id = ${userId})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** One more use held, if the limit allows counting the held and the paid ones. */
export async function takeHeldUse(db: Db, discountId: string): Promise<boolean> {
  const rows = await db
    .update(discounts)
    .set({ heldCount: sql`${discounts.heldCount} + 1` })
    .where(
      and(
        eq(discounts.id, discountId),
        sql`(${discounts.usageLimit} is null or ${discounts.usedCount} + ${discounts.heldCount} < ${discounts.usageLimit})`,
      ),
    )
    .returning({ id: discounts.id });
  return rows.length > 0;
}

export async function insertDiscountUse(
  db: Db,
  use: { discountId: string; orderId: string; customer: string; oncePerCustomer: boolean },
): Promise<void> {
  await db.insert(discountUses).values({ ...use, state: 'held' });
}

/** Moves an order's use from one state to another, once; the code it belongs to, or none. */
async function moveUse(
  db: Db,
  orderId: string,
  from: 'held' | 'used' | 'released',
  to: 'held' | 'used' | 'released',
): Promise<string | undefined> {
  const [row] = await db
    .update(discountUses)
    .set({ state: to, updatedAt: new Date() })
    .where(and(eq(discountUses.orderId, orderId), eq(discountUses.state, from)))
    .returning({ discountId: discountUses.discountId });
  return row?.discountId;
}

/**
 * Counts a use while the unique index allows: a once-per-customer code is counted once per
 * customer, on the first paid order. A second paid order of the same customer (a guest gives an
 * email that proves nothing, so checkout does not ask what it bought before) keeps its price, as
 * its money moved already, and its use stays uncounted. True when counted.
 */
async function countOnce(db: Db, orderId: string, from: 'held' | 'released'): Promise<string | undefined> {
  await db.execute(sql`savepoint count_use`);
  try {
    const moved = await moveUse(db, orderId, from, 'used');
    await db.execute(sql`release savepoint count_use`);
    return moved;
  } catch (error) {
    await db.execute(sql`rollback to savepoint count_use`);
    if (!isUniqueViolation(error, 'discount_uses_once_key')) throw error;
    return undefined;
  }
}

/**
 * The order was paid: a held use becomes a counted one. A use its expiry had released (a slow
 * bank paid after the hold), or a whole refund gave back before it failed, counts again only while
 * the limit allows: the shopper has paid the reduced price either way, and the limit is never
 * passed.
 */
export async function settleUseOf(db: Db, orderId: string): Promise<void> {
  const [use] = await db
    .select({ discountId: discountUses.discountId, state: discountUses.state })
    .from(discountUses)
    .where(eq(discountUses.orderId, orderId));
  if (!use || use.state === 'used') return;
  if (use.state === 'held') {
    if (await countOnce(db, orderId, 'held')) {
      await db
        .update(discounts)
        .set({ heldCount: sql`${discounts.heldCount} - 1`, usedCount: sql`${discounts.usedCount} + 1` })
        .where(eq(discounts.id, use.discountId));
    } else {
      // The customer's use was counted on another order: this one's hold is let go.
      await releaseUseOf(db, orderId);
    }
    return;
  }
  const counted = await db
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(
      and(
        eq(discounts.id, use.discountId),
        sql`(${discounts.usageLimit} is null or ${discounts.usedCount} + ${discounts.heldCount} < ${discounts.usageLimit})`,
      ),
    )
    .returning({ id: discounts.id });
  if (counted.length === 0) return;
  if (!(await countOnce(db, orderId, 'released'))) {
    await db
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} - 1` })
      .where(eq(discounts.id, use.discountId));
  }
}

/** The checkout ended unpaid: its held use is free again. */
export async function releaseUseOf(db: Db, orderId: string): Promise<void> {
  const held = await moveUse(db, orderId, 'held', 'released');
  if (!held) return;
  await db
    .update(discounts)
    .set({ heldCount: sql`${discounts.heldCount} - 1` })
    .where(eq(discounts.id, held));
}

/** The whole order was refunded: its counted use is given back. */
export async function giveBackUseOf(db: Db, orderId: string): Promise<void> {
  const used = await moveUse(db, orderId, 'used', 'released');
  if (!used) return;
  await db
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} - 1` })
    .where(eq(discounts.id, used));
}
