import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { countedSale, lineKept, netLineCents } from '../../orders';
import { sales } from '../promotions.schema';

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;

/** What the counted orders brought in through one sale's lines, net of refunds. */
export interface SaleTakings {
  orders: number;
  revenueCents: number;
}

/** Every sale, the latest start first. */
export function allSales(db: Db): Promise<SaleRow[]> {
  return db.select().from(sales).orderBy(desc(sales.startsAt), desc(sales.createdAt), desc(sales.id));
}

export async function findSale(db: Db, id: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  return row;
}

export async function insertSale(db: Db, values: NewSaleRow): Promise<SaleRow> {
  const [row] = await db.insert(sales).values(values).returning();
  if (!row) throw new Error('insert into sales returned no row');
  return row;
}

/** Changes a sale; undefined when there is none with this id. */
export async function updateSale(
  db: Db,
  id: string,
  changes: Partial<NewSaleRow>,
): Promise<SaleRow | undefined> {
  const [row] = await db
    .update(sales)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sales.id, id))
    .returning();
  return row;
}

/** Deletes a sale; whether there was one. Order lines keep its id as a plain value. */
export async function deleteSale(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sales).where(eq(sales.id, id)).returning({ id: sales.id });
  return rows.length > 0;
}

export async function insertSales(db: Db, rows: NewSaleRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(sales).values(rows);
}

/** The sales live at `at` (started, inclusive; not yet ended, exclusive), the one ending first first. */
export function liveSales(db: Db, at: Date): Promise<SaleRow[]> {
  return db
    .select()
    .from(sales)
    .where(and(lte(sales.startsAt, at), gt(sales.endsAt, at)))
    .orderBy(asc(sales.endsAt), asc(sales.startsAt), asc(sales.id));
}

/** The next moment after `at` when a sale starts or ends; null when nothing is scheduled. */
export async function nextSaleChange(db: Db, at: Date): Promise<Date | null> {
  const result = await db.execute(sql`
    select least(
      (select min(${sales.startsAt}) from ${sales} where ${sales.startsAt} > ${at.toISOString()}::timestamptz),
      (select min(${sales.endsAt}) from ${sales} where ${sales.endsAt} > ${at.toISOString()}::timestamptz)
    ) as next`);
  const next = (result as unknown as { rows: { next: string | Date | null }[] }).rows[0]?.next ?? null;
  return next === null ? null : new Date(next);
}

/** The next sale to start after `now`, if any. */
export async function nextSaleToStart(db: Db, now: Date): Promise<SaleRow | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(gt(sales.startsAt, now))
    .orderBy(asc(sales.startsAt), asc(sales.endsAt), asc(sales.id))
    .limit(1);
  return row;
}

/**
 * The counted orders (countedSale: the reports' one rule) with lines bought at each sale's price
 * and not all refunded, and what those lines still bring in after their share of a code's
 * discount, refunded units left out (netLineCents). Test orders count as `withTest` says. The
 * orders module's tables are named in SQL: the import boundaries keep its schema its own.
 */
export async function takingsOfSales(
  db: Db,
  ids: readonly string[],
  withTest: boolean,
): Promise<Map<string, SaleTakings>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select l.sale_id as sale_id, count(distinct case when ${lineKept(sql`l`)} then o.id end) as orders,
      coalesce(sum(${netLineCents(sql`l`)}), 0) as revenue_cents
    from order_lines l join orders o on o.id = l.order_id
    where l.sale_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and ${countedSale(sql`o`, withTest)}
    group by l.sale_id`);
  const rows = (
    result as unknown as {
      rows: { sale_id: string; orders: string | number; revenue_cents: string | number }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [row.sale_id, { orders: Number(row.orders), revenueCents: Number(row.revenue_cents) }]),
  );
}
