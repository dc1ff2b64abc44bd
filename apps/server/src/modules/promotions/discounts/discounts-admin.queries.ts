import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { countedSale, netDiscountCents, netOrderCents } from '../../orders';
import { discounts } from '../promotions.schema';

export type DiscountRow = typeof discounts.$inferSelect;
export type NewDiscountRow = typeof discounts.$inferInsert;

/** What the counted orders that used one code came to, and what it took off them, net of refunds. */
export interface DiscountTakings {
  revenueCents: number;
  discountedCents: number;
}

// The orders module's tables are named in SQL here: the import boundaries keep its schema its
// own. Which orders count, and how refunds come off, is the reports' one rule (countedSale).

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

/**
 * Per code: the counted orders whose use of it counts ('used'), what they came to less their
 * refunds, and what the code took off them less the part refunded items took back. Test orders
 * count as `withTest` says.
 */
export async function takingsOfDiscounts(
  db: Db,
  ids: readonly string[],
  withTest: boolean,
): Promise<Map<string, DiscountTakings>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select u.discount_id as discount_id,
      coalesce(sum(${netOrderCents(sql`o`)}), 0) as revenue_cents,
      coalesce(sum(${netDiscountCents(sql`o`)}), 0) as discounted_cents
    from discount_uses u join orders o on o.id = u.order_id
    where u.discount_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and u.state = 'used' and ${countedSale(sql`o`, withTest)}
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
 * Counted orders between two instants (by payment) that used a code and still have something off
 * after refunds: how many, how much, and the most used codes. Test checkouts count as the
 * earnings count them (`withTest`).
 */
export async function discountsGiven(
  db: Db,
  from: Date,
  to: Date,
  withTest: boolean,
  top: number,
): Promise<{ orders: number; cents: number; codes: { code: string; orders: number; cents: number }[] }> {
  const off = netDiscountCents(sql`o`);
  const counted = sql`${countedSale(sql`o`, withTest)}
    and o.paid_at >= ${from.toISOString()}::timestamptz and o.paid_at < ${to.toISOString()}::timestamptz
    and o.discount_code is not null and ${off} > 0`;
  const [totals, codes] = await Promise.all([
    db.execute(sql`
      select count(*) as orders, coalesce(sum(${off}), 0) as cents
      from orders o where ${counted}`),
    db.execute(sql`
      select upper(o.discount_code) as code, count(*) as orders, sum(${off}) as cents
      from orders o where ${counted}
      group by upper(o.discount_code)
      order by count(*) desc, sum(${off}) desc, upper(o.discount_code)
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
