import { WAS_PAID_STATUSES } from '@shop/shared/orders/orders';
import { type SQL, sql } from 'drizzle-orm';

// How the shop's reports count what was sold (docs/product/rules.md, Admin statistics): the
// Sales and Discount codes pages and the dashboard's 'Discounts given' all count with these, so
// their figures agree. Written over a table alias (`o` for orders, `l` for order lines): the
// promotions module names the orders tables in its own SQL.

/**
 * Whether a test order (paid on a test checkout: no money moved) counts: only while the shop
 * itself takes payments on a test checkout, so a demo shop's figures can be tried.
 */
export const testOrderCounts = (o: SQL, withTest: boolean): SQL =>
  withTest ? sql`true` : sql`not ${o}.test_mode`;

/** Paid and not refunded in full since: a whole refund undid the sale, and gave a code's use back. */
const STANDING_STATUSES = WAS_PAID_STATUSES.filter((status) => status !== 'refunded');

/** An order a report counts: its sale stands (STANDING_STATUSES), a test order as testOrderCounts says. */
export const countedSale = (o: SQL, withTest: boolean): SQL =>
  sql`${o}.payment_status in (${sql.join(
    STANDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) and ${testOrderCounts(o, withTest)}`;

/** What an order came to (items, delivery, tax) less what refunds took back, pending ones included. */
export const netOrderCents = (o: SQL): SQL => sql`(${o}.amount_cents - ${o}.refunded_cents)`;

/**
 * What a line's units still bring in: their price after the line's part of a discount code, less
 * the refunded units with their part of it, as a refund gave them back (the discount's part of r
 * units is floor(discount × r / quantity), unitsRefundCents in packages/shared). No tax, no delivery.
 * The product is taken in bigint: a line's discount near the order's cap times its units passes int4.
 */
export const netLineCents = (l: SQL): SQL =>
  sql`(${l}.unit_price_cents * (${l}.quantity - ${l}.refunded_quantity) - (${l}.discount_cents - ${l}.discount_cents::bigint * ${l}.refunded_quantity / ${l}.quantity))`;

/** A line with units not refunded: some of its sale stands. */
export const lineKept = (l: SQL): SQL => sql`${l}.refunded_quantity < ${l}.quantity`;

/**
 * What a discount code took off an order, less the part refunded units took back with them: a
 * free-delivery code's (the delivery's price, on no line) stays whole.
 */
export const netDiscountCents = (o: SQL): SQL =>
  sql`(${o}.discount_cents - coalesce((select sum(rl.discount_cents::bigint * rl.refunded_quantity / rl.quantity)
    from order_lines rl where rl.order_id = ${o}.id), 0))`;
