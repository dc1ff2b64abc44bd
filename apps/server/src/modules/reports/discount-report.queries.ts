import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CodeFigures, codeFiguresOf, type ReportWindow, saleLinesIn } from '../orders';

// The scheduled sales of the discount report (docs/product/rules.md, Reports): the lines bought at a
// sale's price (a subquery of the orders module) joined to the sale and to the size they were (the
// promotions' and the catalog's tables, named in SQL as their schemas are their modules' own).

/**
 * Each sale with lines on orders paid in either period, as CodeFigures: `uses` the orders with a line
 * at its price, `discountCents` what its lines would have cost at their size's own price when bought
 * less what they cost (a line bought before that price was kept: the size's price now, or if deleted
 * since, worked back from the sale's percentage), `netSalesCents`
 * what the lines still bring in (after a code, less refunded units; no tax, no delivery).
 */
export async function saleFigures(db: Db, window: ReportWindow): Promise<CodeFigures[]> {
  const result = (await db.execute(sql`
    with lines as (
      select x.sale_id, x.order_id, x.in_period, x.net_cents,
        x.quantity * greatest(coalesce(x.list_price_cents, v.list_price_cents,
          round(x.unit_price_cents * 100.0 / (100 - s.percent_off))::int) - x.unit_price_cents, 0) as off_cents,
        s.name
      from (${saleLinesIn(window)}) x
        left join sales s on s.id = x.sale_id
        left join product_variants v on v.id = x.variant_id
    )
    select coalesce(max(name), 'Deleted sale') as name,
      count(distinct order_id) filter (where in_period) as uses,
      sum(off_cents) filter (where in_period) as discount,
      sum(net_cents) filter (where in_period) as net,
      count(distinct order_id) filter (where not in_period) as previous_uses,
      sum(off_cents) filter (where not in_period) as previous_discount,
      sum(net_cents) filter (where not in_period) as previous_net
    from lines
    group by sale_id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(codeFiguresOf);
}
