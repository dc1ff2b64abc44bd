import { RETURN_STATUSES } from '@shop/shared/orders/returns';
import { type SQL, sql } from 'drizzle-orm';
import { orderReturns } from '../after-sale.schema';
import { netLineCents } from '../counted-sales';
import { orderLines } from '../orders.schema';
import {
  inOwnPeriod,
  inWindow,
  isOwnPeriod,
  type ReportWindow,
  reportOrderOf,
  soldLine,
} from './report-window';

// The order lines behind the owner's reports of what sold (docs/product/rules.md, Reports), as
// subqueries the reports module groups and joins to the catalog's products, categories, colours and
// sales in one statement: a line keeps what was bought (title, size, colour, price), the catalog
// says what it is now. `in_period` tells the report's own days from the period before.

/** Every return's step but a rejection: named one by one, each a range of the returns' status index. */
const COUNTED_RETURNS = RETURN_STATUSES.filter((status) => status !== 'rejected');

/**
 * The lines of the orders paid in either period: `units` as bought (a refund since does not undo
 * the sale), `net_cents` what they still bring in (netLineCents: after their part of a discount
 * code, less refunded units; no tax, no delivery).
 */
export const soldLinesIn = (window: ReportWindow): SQL => sql`
  select l.product_id, l.title, l.size, l.color, ${isOwnPeriod(sql`l.paid_at`, window)} as in_period,
    l.quantity as units, ${netLineCents(sql`l`)} as net_cents
  from ${orderLines} l
  where ${soldLine(sql`l`, window)}`;

/**
 * The lines of the returns asked for in either period and not rejected (requested, approved,
 * received or refunded), whenever their order was paid: `units` those the return names, `reason`
 * the return's. Each line and its order are found by their keys: a period's returns are few next
 * to the lines and orders a join would read whole.
 */
export const returnedLinesIn = (window: ReportWindow): SQL => sql`
  select l.product_id, l.title, l.size, l.color, ${isOwnPeriod(sql`r.created_at`, window)} as in_period,
    r.reason, (returned.line ->> 'quantity')::int as units
  from ${orderReturns} r
    cross join lateral jsonb_array_elements(r.lines) as returned(line)
    join ${orderLines} l on l.id = (returned.line ->> 'lineId')::uuid
  where r.status in (${sql.join(
    COUNTED_RETURNS.map((status) => sql`${status}`),
    sql`, `,
  )}) and ${inWindow(sql`r.created_at`, window)}
    and ${reportOrderOf(sql`r.order_id`, window)}`;

/**
 * The lines bought at a scheduled sale's price on the orders paid in either period, with the size's
 * own price they kept (`list_price_cents`, null on lines bought before it was kept).
 */
export const saleLinesIn = (window: ReportWindow): SQL => sql`
  select l.sale_id, l.variant_id, l.order_id, l.unit_price_cents, l.list_price_cents, l.quantity,
    ${netLineCents(sql`l`)} as net_cents, ${isOwnPeriod(sql`l.paid_at`, window)} as in_period
  from ${orderLines} l
  where l.sale_id is not null and ${soldLine(sql`l`, window)}`;

/** Units of each size (`variant_id`, `units`) on the orders paid in the report's own period. */
export const soldUnitsByVariant = (window: ReportWindow): SQL => sql`
  select l.variant_id, sum(l.quantity)::int as units
  from ${orderLines} l
  where l.variant_id is not null and ${soldLine(sql`l`, window, inOwnPeriod)}
  group by l.variant_id`;
