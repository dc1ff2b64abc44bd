import { WAS_PAID_STATUSES } from '@shop/shared/orders/orders';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { discounts } from '../promotions.schema';

export type DiscountRow = typeof discounts.$inferSelect;
export type NewDiscountRow = typeof discounts.$inferInsert;

/** What the paid orders that used one code came to, less refunds, and what it took off them. */
export interface DiscountTakings {
  revenueCents: number;
  discountedCents: number;
}

/**
 * An order that was paid (WAS_PAID_STATUSES), refunded since or not. The orders module's tables
 * are named in SQL here: the import boundaries keep its schema its own.
 */
const wasPaidOrder = (alias: SQL) =>
  sql`${alias}.payment_status in (${sql.join(
    WAS_PAID_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** Every code, the newest first. */
export function allDiscounts(db: Db): Promise<DiscountRow[]> {
  return db.select().from(discounts).orderBy(desc(discounts.createdAt), desc(discounts.id));
}

export async function findDiscount(db: Db, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  return row;
}

/** The code written this way whatever its case, other than `exceptId`'s. */
export async function findDiscountByCode(
  db: Db,
  code: string,
  exceptId?: string,
): Promise<DiscountRow | undefined> {
  const sameCode = sql`upper(${discounts.code}) = upper(${code})`;
  const [row] = await db
    .select()
    .from(discounts)
    .where(exceptId ? and(sameCode, ne(discounts.id, exceptId)) : sameCode)
    .limit(1);
  return row;
}

export async function insertDiscount(db: Db, values: NewDiscountRow): Promise<DiscountRow> {
  const [row] = await db.insert(discounts).values(values).returning();
  if (!row) throw new Error('insert into discounts returned no row');
  return row;
}

/** Changes a code; undefined when there is none with this id. */
export async function updateDiscount(
  db: Db,
  id: string,
  changes: Partial<NewDiscountRow>,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(discounts.id, id))
    .returning();
  return row;
}

/** Deletes a code; whether there was one. Orders keep the code's words and amount. */
export async function deleteDiscount(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  return rows.length > 0;
}

/** Per code: the paid orders whose use of it counts ('used'), net of refunds, and what it took off. */
export async function takingsOfDiscounts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, DiscountTakings>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select u.discount_id as discount_id,
      coalesce(sum(o.amount_cents - o.refunded_cents), 0) as revenue_cents,
      coalesce(sum(o.discount_cents), 0) as discounted_cents
    from discount_uses u join orders o on o.id = u.order_id
    where u.discount_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and u.state = 'used' and ${wasPaidOrder(sql`o`)}
    group by u.discount_id`);
  const rows = (
    result as unknown as {
      rows: { discount_id: string; revenue_cents: string | number; discounted_cents: string | number }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      row.discount_id,
      { revenueCents: Number(row.revenue_cents), discountedCents: Number(row.discounted_cents) },
    ]),
  );
}

/**
 * Paid orders between two instants (by payment) that used a code and got something off: how
 * many, how much, and the most used codes. Test checkouts count as the earnings count them.
 */
export async function discountsGiven(
  db: Db,
  from: Date,
  to: Date,
  withTest: boolean,
  top: number,
): Promise<{ orders: number; cents: number; codes: { code: string; orders: number; cents: number }[] }> {
  const counted = sql`${wasPaidOrder(sql`o`)} ${withTest ? sql`` : sql`and not o.test_mode`}
    and o.paid_at >= ${from.toISOString()}::timestamptz and o.paid_at < ${to.toISOString()}::timestamptz
    and o.discount_cents > 0 and o.discount_code is not null`;
  const [totals, codes] = await Promise.all([
    db.execute(sql`
      select count(*) as orders, coalesce(sum(o.discount_cents), 0) as cents
      from orders o where ${counted}`),
    db.execute(sql`
      select upper(o.discount_code) as code, count(*) as orders, sum(o.discount_cents) as cents
      from orders o where ${counted}
      group by upper(o.discount_code)
      order by count(*) desc, sum(o.discount_cents) desc, upper(o.discount_code)
      limit ${top}`),
  ]);
  const total = (totals as unknown as { rows: { orders: string | number; cents: string | number }[] })
    .rows[0];
  const rows = (
    codes as unknown as { rows: { code: string; orders: string | number; cents: string | number }[] }
  ).rows;
  return {
    orders: Number(total?.orders ?? 0),
    cents: Number(total?.cents ?? 0),
    codes: rows.map((row) => ({ code: row.code, orders: Number(row.orders), cents: Number(row.cents) })),
  };
}
