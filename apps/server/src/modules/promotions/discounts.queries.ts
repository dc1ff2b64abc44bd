import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discounts, discountUses } from './promotions.schema';

// A code's uses as checkouts take and settle them: every count changes by a conditional update
// in the transaction that moves the order, so no race counts a use twice or past the limit.

export async function findDiscountByCode(db: Db, code: string) {
  const [row] = await db.select().from(discounts).where(sql`upper(${discounts.code}) = ${code}`).limit(1);
  return row;
}

/** Held or counted uses of a code by one customer. */
export async function countCustomerUses(db: Db, discountId: string, customer: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.discountId, discountId),
        eq(discountUses.customer, customer),
        sql`${discountUses.state} <> 'released'`,
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
 * The order was paid: a held use becomes a counted one. A use its expiry had released (a slow
 * bank paid after the hold) counts again only while the limit allows: the shopper has paid the
 * reduced price either way, and the limit is never passed.
 */
export async function settleUseOf(db: Db, orderId: string): Promise<void> {
  const held = await moveUse(db, orderId, 'held', 'used');
  if (held) {
    await db
      .update(discounts)
      .set({ heldCount: sql`${discounts.heldCount} - 1`, usedCount: sql`${discounts.usedCount} + 1` })
      .where(eq(discounts.id, held));
    return;
  }
  const [use] = await db
    .select({ discountId: discountUses.discountId })
    .from(discountUses)
    .where(and(eq(discountUses.orderId, orderId), eq(discountUses.state, 'released')));
  if (!use) return;
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
  // Once per customer: another checkout of the same customer may hold the code meanwhile; then
  // this late payment's use stays uncounted rather than breaking the payment.
  await db.execute(sql`savepoint late_use`);
  try {
    await moveUse(db, orderId, 'released', 'used');
    await db.execute(sql`release savepoint late_use`);
  } catch {
    await db.execute(sql`rollback to savepoint late_use`);
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
