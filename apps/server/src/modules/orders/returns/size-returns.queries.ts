import type { ReturnReason } from '@shop/shared/orders/returns';
import { type SQL, sql } from 'drizzle-orm';
import { orderReturns } from '../after-sale.schema';
import { testOrderCounts } from '../counted-sales';
import { wasPaid } from '../orders.queries';
import { orderLines, orders } from '../orders.schema';

// How many units of each product were sold, and how many came back because the size was wrong
// (docs/product/rules.md, Returns): grouped subqueries with the columns `product_id` and `units`,
// which the stats module joins to products and to the reviews' fit answers in one query. Test
// orders count as `withTest` says (testOrderCounts), on both sides alike.

const SIZE_REASONS: readonly ReturnReason[] = ['too_small', 'too_large'];

/** `and <column> in (ids)`, or nothing for every product. */
const amongProducts = (column: SQL, productIds?: readonly string[]): SQL =>
  productIds
    ? sql`and ${column} in (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;

/**
 * Units of each product in paid orders, as bought: a sale returned or refunded since still was
 * one (the returns are counted against it). Lines of deleted products have no product and drop out.
 */
export const soldUnitsByProduct = (withTest: boolean, productIds?: readonly string[]): SQL => sql`
  select l.product_id as product_id, sum(l.quantity)::int as units
  from ${orderLines} l join ${orders} o on o.id = l.order_id
  where ${wasPaid(sql`o.payment_status`)}
    and ${testOrderCounts(sql`o`, withTest)} and l.product_id is not null
    ${amongProducts(sql`l.product_id`, productIds)}
  group by l.product_id`;

/**
 * Units of each product returned as too small or too large, in returns not rejected (requested,
 * approved, received or refunded): a return's lines name order lines and how many of their units.
 */
export const sizeReturnedUnitsByProduct = (withTest: boolean, productIds?: readonly string[]): SQL => sql`
  select l.product_id as product_id, sum((returned.line ->> 'quantity')::int)::int as units
  from ${orderReturns} r
    cross join lateral jsonb_array_elements(r.lines) as returned(line)
    join ${orderLines} l on l.id = (returned.line ->> 'lineId')::uuid
    join ${orders} o on o.id = r.order_id
  where r.status <> 'rejected'
    and r.reason in (${sql.join(
      SIZE_REASONS.map((reason) => sql`${reason}`),
      sql`, `,
    )})
    and ${testOrderCounts(sql`o`, withTest)} and l.product_id is not null
    ${amongProducts(sql`l.product_id`, productIds)}
  group by l.product_id`;
