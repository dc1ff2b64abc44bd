import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlNumber } from '../../../db/sql-number';
import { products, productVariants } from '../catalog.schema';

// The owner's stock report (docs/product/rules.md, Reports): every size of every active product,
// its stock and held units beside what sold in the report's days and the shoppers waiting for it.
// The sales and the waiting requests belong to other modules: the report hands them in as grouped
// subqueries (`variant_id` and a count), joined here in one statement.

export interface StockReportFigures {
  variantId: string;
  productId: string;
  handle: string;
  title: string;
  size: string;
  color: string;
  sku: string | null;
  onHand: number;
  held: number;
  soldInPeriod: number;
  /** Days the free units last at the period's pace, one decimal; null when none sold. */
  daysOfCover: number | null;
  waiting: number;
}

export interface StockReportTotals {
  total: number;
  onHand: number;
  held: number;
  soldInPeriod: number;
  waiting: number;
}

/**
 * The sizes of active products, the fewest days of cover first (those that sold nothing last), then
 * the fewest free units, the most shoppers waiting, a product's sizes together in their order:
 * `limit` of them (null: all), and the totals over every one. `sold` gives `variant_id, units` over
 * the period's `days`; `waiting` gives `variant_id, waiting`.
 */
export async function stockReportFigures(
  db: Db,
  { sold, waiting, days, limit }: { sold: SQL; waiting: SQL; days: number; limit: number | null },
): Promise<{ rows: StockReportFigures[]; totals: StockReportTotals }> {
  // The sizes are ranked on their figures alone (an active product is found in the status index);
  // only the page answered is named from the catalog.
  const order = (z: SQL) =>
    sql`${z}.days_of_cover nulls last, ${z}.free, ${z}.waiting desc, ${z}.product_id, ${z}.position, ${z}.id`;
  const result = (await db.execute(sql`
    with sizes as (
      select v.id, v.product_id, v.position, v.stock as on_hand, v.reserved as held,
        greatest(v.stock - v.reserved, 0) as free, coalesce(s.units, 0) as sold, coalesce(w.waiting, 0) as waiting
      from ${productVariants} v
        left join (${sold}) s on s.variant_id = v.id
        left join (${waiting}) w on w.variant_id = v.id
      where v.product_id in (select p.id from ${products} p where p.status = 'active')
    ),
    totals as (
      select count(*) as total, sum(on_hand) as on_hand, sum(held) as held, sum(sold) as sold,
        sum(waiting) as waiting
      from sizes
    )
    select t.total, t.on_hand as total_on_hand, t.held as total_held, t.sold as total_sold,
      t.waiting as total_waiting, r.*
    from totals t left join lateral (
      select ranked.id, ranked.product_id, p.handle, p.title, v.size, v.color, v.sku, ranked.on_hand,
        ranked.held, ranked.sold, ranked.waiting, ranked.days_of_cover
      from (
        select covered.* from (
          select *, case when sold > 0 then round(free::numeric * ${days} / sold, 1) end as days_of_cover
          from sizes
        ) covered
        order by ${order(sql`covered`)}
        ${limit === null ? sql`` : sql`limit ${limit}`}
      ) ranked
        join ${productVariants} v on v.id = ranked.id
        join ${products} p on p.id = ranked.product_id
      order by ${order(sql`ranked`)}
    ) r on true`)) as unknown as { rows: Record<string, string | number | null>[] };
  const first = result.rows[0];
  return {
    rows: result.rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        variantId: String(row.id),
        productId: String(row.product_id),
        handle: String(row.handle),
        title: String(row.title),
        size: String(row.size),
        color: String(row.color),
        sku: row.sku === null ? null : String(row.sku),
        onHand: sqlNumber(row.on_hand),
        held: sqlNumber(row.held),
        soldInPeriod: sqlNumber(row.sold),
        daysOfCover: row.days_of_cover === null ? null : Number(row.days_of_cover),
        waiting: sqlNumber(row.waiting),
      })),
    totals: {
      total: sqlNumber(first?.total),
      onHand: sqlNumber(first?.total_on_hand),
      held: sqlNumber(first?.total_held),
      soldInPeriod: sqlNumber(first?.total_sold),
      waiting: sqlNumber(first?.total_waiting),
    },
  };
}
