import { type SQL, sql } from 'drizzle-orm';
import { orderReturns } from '../after-sale.schema';
import { wasPaid } from '../orders.queries';
import { orderLines, orders } from '../orders.schema';

// What orders tell size advice (docs/product/rules.md, Size advice): how a product's returned
// units fitted, and which sizes one shopper kept or sent back. Both are subqueries the size advice
// joins with the catalog's and the reviews' in one statement, so a shopper's answer is one round
// trip to the database.

/**
 * Each return of the products `productIds` selects (a subquery of ids) sent back as too small or
 * too large and not rejected: columns `product_id`, `fit` ('small' or 'large'), `units` and
 * `age_days`, one row per returned line.
 */
export const returnFitRows = (productIds: SQL) => sql`
  select l.product_id,
    case r.reason when 'too_small' then 'small' else 'large' end as fit,
    greatest(1, (returned.line ->> 'quantity')::int) as units,
    extract(epoch from now() - r.created_at) / 86400 as age_days
  from ${orderReturns} r
    cross join lateral jsonb_array_elements(r.lines) as returned(line)
    join ${orderLines} l on l.id = (returned.line ->> 'lineId')::uuid
  where r.status <> 'rejected' and r.reason in ('too_small', 'too_large')
    and l.product_id in (${productIds})`;

/**
 * The sized lines one shopper kept or sent back for their size, of their paid orders not
 * cancelled, newest first (at most 200): columns `product_id`, `size`, `outcome` ('kept',
 * 'too_small' or 'too_large') and `age_days`. A line refunded whole for another reason says
 * nothing of the shopper's size and is left out.
 */
export const sizeHistoryRows = (userId: string) => sql`
  select * from (
    select l.product_id, l.size, o.created_at,
      extract(epoch from now() - o.created_at) / 86400 as age_days,
      coalesce(
        (select r.reason from ${orderReturns} r, jsonb_array_elements(r.lines) as returned(line)
          where r.order_id = o.id and r.status <> 'rejected' and r.reason in ('too_small', 'too_large')
            and (returned.line ->> 'lineId')::uuid = l.id
          order by r.created_at desc limit 1),
        case when l.refunded_quantity < l.quantity then 'kept' end) as outcome
    from ${orders} o join ${orderLines} l on l.order_id = o.id
    where o.user_id = ${userId}::uuid and ${wasPaid(sql`o.payment_status`)} and o.status <> 'cancelled'
      and l.product_id is not null
  ) as line
  where outcome is not null
  order by created_at desc
  limit 200`;
