import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveSale } from '../catalog/catalog-prices.service';
import { sales } from './promotions.schema';

// When sales start and end: what is live at a moment, and when the schedule next changes.

/** The sales live at `at`: started (inclusive) and not yet ended (exclusive). */
export async function liveSales(db: Db, at: Date): Promise<LiveSale[]> {
  return db
    .select({
      id: sales.id,
      percentOff: sales.percentOff,
      categories: sales.categories,
      productIds: sales.productIds,
      endsAt: sales.endsAt,
    })
    .from(sales)
    .where(and(lte(sales.startsAt, at), gt(sales.endsAt, at)))
    .orderBy(asc(sales.endsAt), asc(sales.id));
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

export type NewSaleRow = typeof sales.$inferInsert;

export async function insertSales(db: Db, rows: NewSaleRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(sales).values(rows);
}
