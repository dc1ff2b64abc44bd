import { centsToDollars } from '@shop/shared/money';
import { CARRIER_MESSAGES } from '@shop/shared/orders/carriers';
import {
  CANCEL_MESSAGES,
  CANCELLED,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  wasPaid,
} from '@shop/shared/orders/orders';
import type { Order, OrderListFilters, OrderStatusChange } from '@shop/shared/orders/orders-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { LOCAL_SESSION_PREFIX, type PaymentProvider } from '../payments';
import type { UserRow } from '../users';
import { canSee, type OrderViewer, ownsCheckout } from './guests/guest-access';
import { mailShipped, type OrderMailDeps } from './mail/order-mail';
import type { OrderDiscounts } from './order-discounts';
import { orderWithLines, withLines } from './order-view';
import {
  deleteOrder,
  findOrderById,
  findOrderBySession,
  linesOfOrders,
  lockOrder,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  type OrderTaxLineRow,
  orderLinePicturesAmong,
  orderPage,
  ordersOfOwner,
  paidCentsByMonth,
  paidOrdersByStatus,
  paidPairs,
  paidTotals,
  purchaseTotals,
  refundedCents,
  taxLinesOfOrders,
  unshippedOrders,
  updateOrder,
} from './orders.queries';
import { endCheckout } from './payments/order-settlement';
import { type StockChangeDeps, tellStockChanged } from './stock-change';

// The orders module: order reads and the admin's list, status and delete here, and what other
// modules ask of orders (stats, reviews). Checkout (create, confirm, cancel, payment events) is in
// checkout.service.ts and payment-events.service.ts, the expiry round in reconcile.service.ts,
// the mails in order-mail.ts.

/** For the cleanup of unused uploads: the pictures order lines keep. */
export { orderLinePicturesAmong };

export interface OrdersDeps extends OrderMailDeps, StockChangeDeps {
  payments: PaymentProvider;
  discounts: OrderDiscounts;
  /** The time discount codes are judged by (AppOptions.clock); the machine's when left out. */
  now?: () => Date;
  /** How long a checkout holds its stock (CHECKOUT_HOLD_MINUTES). */
  holdSeconds: number;
  /** The most units of one variant a checkout may hold (CHECKOUT_MAX_PER_VARIANT). */
  maxPerVariant: number;
  /**
   * The most units the open checkouts of one client address may hold together
   * (MAX_HELD_UNITS_PER_ADDRESS); no cap when left out.
   */
  maxHeldUnitsPerAddress?: number;
  /** The keyed hash a request's client address is known by on its checkouts (never the address). */
  clientKey?: (ip: string) => string;

  /** Hears of an expired checkout the payment provider could not be asked about (tried next round). */
  onReconcileError?: (error: unknown, order: OrderRow) => void;
  /** Hears of a replaced checkout whose payment session the provider could not close. */
  onSessionCloseError?: (error: unknown, order: OrderRow) => void;
  /** Hears of a refund the payment provider could not be asked about (it stays pending, asked again). */
  onRefundError?: (error: unknown, refund: { id: string; orderId: string }) => void;
  /** Hears of a checkout's address the address book could not keep (the checkout stands). */
  onAddressSaveError?: (error: unknown, order: OrderRow) => void;
  /** Hears what happened to checkouts, for the shop's metrics, once it is committed. */
  events?: OrderEvents;
}

/** What the operator watches (GET /metrics): each is told as it happens. */
export interface OrderEvents {
  orderPaid(amountCents: number): void;
  /** The card was declined, or the payment provider could not open a checkout. */
  paymentFailed(reason: 'declined' | 'provider_error'): void;
  /** A checkout's hold ran out (or made way for the same cart's new one) and its stock went back. */
  holdExpired(): void;
}

export type LocalCheckout =
  | { state: 'payable'; order: OrderRow; lines: OrderLineRow[]; taxLines: OrderTaxLineRow[] }
  | { state: 'paid' | 'closed' | 'not-found' };

/**
 * The checkout the local provider's payment page charges for, as its caller may see it: only the
 * shopper (or guest browser) whose checkout it is finds it (anyone else gets 'not-found', never a
 * hint that it exists); 'closed' once cancelled or past its hold.
 */
export async function localCheckoutFor(
  db: Db,
  viewer: OrderViewer,
  sessionId: string,
  now = new Date(),
): Promise<LocalCheckout> {
  if (!sessionId.startsWith(LOCAL_SESSION_PREFIX)) return { state: 'not-found' };
  const order = await findOrderBySession(db, sessionId);
  if (!order || !ownsCheckout(viewer, order)) return { state: 'not-found' };
  if (order.paymentStatus === 'paid') return { state: 'paid' };
  if (order.paymentStatus !== 'awaiting_payment' || order.holdExpiresAt <= now) return { state: 'closed' };
  const [lines, taxLines] = await Promise.all([
    linesOfOrders(db, [order.id]),
    taxLinesOfOrders(db, [order.id]),
  ]);
  return { state: 'payable', order, lines, taxLines };
}

/** A shopper's own orders, or anyone's for an admin; newest first. */
export async function ordersOf(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'role'>,
  email: string,
): Promise<Order[]> {
  const own = email.toLowerCase() === user.email.toLowerCase();
  if (user.role !== 'admin' && !own) {
    throw new DomainError(403, 'You can only see your own orders.', 'email');
  }
  return withLines(db, await ordersOfOwner(db, own ? { userId: user.id } : { email }));
}

/**
 * The caller's own orders, newest first (GET /api/orders/mine): what ordersOf answers for their
 * own email, admins included, without the email in the address (and so in request logs).
 */
export async function ownOrders(db: Db, user: Pick<UserRow, 'id'>): Promise<Order[]> {
  return withLines(db, await ordersOfOwner(db, { userId: user.id }));
}

/**
 * One order for its owner or an admin, and a guest's for its browser or private link (canSee);
 * anyone else is told it does not exist.
 */
export async function orderFor(db: Db, viewer: OrderViewer, id: string): Promise<Order> {
  const order = await findOrderById(db, id);
  if (!order || !canSee(viewer, order)) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
  return orderWithLines(db, order);
}

/** One page of orders; a page past the end answers the last page, and says so in `page`. */
export async function listOrders(db: Db, page: number, limit: number, filters: OrderListFilters = {}) {
  let { rows, total } = await orderPage(db, (page - 1) * limit, limit, filters);
  const totalPages = Math.max(1, Math.ceil(total / limit));
  if (page > totalPages) ({ rows, total } = await orderPage(db, (totalPages - 1) * limit, limit, filters));
  return {
    orders: await withLines(db, rows),
    total,
    totalPages,
    page: Math.min(page, totalPages),
  };
}

/**
 * An admin moves a paid order along; every change joins its history (the shopper's tracker
 * shows each with its time). The move to shipped may name the carrier and tracking number; sent
 * again for an order already shipped, they correct what it carries, without a new history entry
 * or a second mail. The shopper is mailed once the order ships.
 */
export async function setOrderStatus(
  deps: Pick<OrdersDeps, 'db' | 'mailer' | 'shopUrl' | 'onMailError'>,
  id: string,
  { status, carrier, trackingNumber }: OrderStatusChange,
  now = new Date(),
): Promise<Order> {
  const { db } = deps;
  // Only what was given: a carrier named later leaves the number already kept.
  const shipment = { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) };
  if (status !== 'shipped' && (carrier || trackingNumber))
    throw new DomainError(400, CARRIER_MESSAGES.onlyWhenShipped, carrier ? 'carrier' : 'trackingNumber');
  const change = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
    // A cancel and a move to shipped take turns on the row lock: whichever comes second is told.
    if (order.status === CANCELLED) throw new DomainError(409, CANCEL_MESSAGES.alreadyCancelled, 'status');
    if (!wasPaid(order.paymentStatus)) {
      throw new DomainError(409, 'Only a paid order can move to another status.', 'status');
    }
    // The shopper's tracker shows the way forward; setting it back would restart it.
    const from = ORDER_STATUSES.indexOf(order.status as OrderStatus);
    const to = ORDER_STATUSES.indexOf(status);
    if (to < from) throw new DomainError(409, ORDER_MESSAGES.statusOnlyForward, 'status');
    if (to === from) {
      if (!carrier && !trackingNumber) return { updated: order, shipped: false };
      const corrected = await updateOrder(tx, id, shipment);
      return corrected && { updated: corrected, shipped: false };
    }
    // The return window counts from here; a move straight to completed shipped it too.
    const leaves = (status === 'shipped' || status === 'completed') && order.shippedAt === null;
    const firstShipped = leaves ? { shippedAt: now } : {};
    const updated = await updateOrder(
      tx,
      id,
      { status, ...shipment, ...firstShipped },
      { status, at: now.toISOString() },
    );
    return updated && { updated, shipped: status === 'shipped' && order.status !== 'shipped' };
  });
  if (!change) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
  if (change.shipped) mailShipped(deps, change.updated);
  return orderWithLines(db, change.updated);
}

/**
 * An admin deletes an order never paid; one still open gives its held stock back first. A paid
 * order is never deleted: it is the shopper's history and the shop's earnings.
 */
export async function removeOrder(
  deps: Pick<OrdersDeps, 'db' | 'discounts' | 'onStockChanged'>,
  id: string,
): Promise<void> {
  const released = await deps.db.transaction(async (tx) => {
    const { order, ended } = await endCheckout(tx, deps.discounts, id, 'cancelled', new Date());
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
    if (wasPaid(order.paymentStatus)) throw new DomainError(409, ORDER_MESSAGES.paidOrderKept, 'id');
    // Its lines go with it: which products got units back is read first.
    const lines = ended ? await linesOfOrders(tx, [id]) : [];
    await deleteOrder(tx, id);
    return lines;
  });
  await tellStockChanged(deps, released).catch(() => {
    // As in stockChanged: the units are back in the database whatever a kept page shows.
  });
}

/** Who bought what: `userId:productId` for each pair with a paid order (verified reviews). */
export async function purchasedPairs(db: Db, userIds: readonly string[], productIds: readonly string[]) {
  return paidPairs(db, userIds, productIds);
}

/** A shopper's paid total in cents and how many units they bought, for their dashboard. */
export function purchasesOf(db: Db, owner: OrderOwner) {
  return purchaseTotals(db, owner);
}

/**
 * The shop's takings for the admin dashboard (docs/product/rules.md, Admin statistics): paid
 * orders' grand totals, delivery and tax included, and one year's by month of payment (UTC, always twelve
 * entries), and how many are at each status. Orders paid on a test checkout count only while
 * the shop itself takes payments on one (`withTest`); they are told apart either way.
 */
export async function earnings(db: Db, year: number, withTest: boolean) {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const [totals, byMonth, byStatus, refunded] = await Promise.all([
    paidTotals(db),
    paidCentsByMonth(db, from, to, withTest),
    paidOrdersByStatus(db, withTest),
    refundedCents(db, from, to, withTest),
  ]);
  return {
    paidOrders: totals.real.orders + (withTest ? totals.test.orders : 0),
    paidCents: totals.real.cents + (withTest ? totals.test.cents : 0),
    testOrders: totals.test.orders,
    testCents: totals.test.cents,
    refundedCents: refunded.total,
    monthlyCents: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, cents: byMonth.get(i + 1) ?? 0 })),
    /** Refunds by the month they were made (docs/product/rules.md, Admin statistics). */
    monthlyRefundedCents: Array.from({ length: 12 }, (_, i) => refunded.byMonth.get(i + 1) ?? 0),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
  };
}

/** Paid orders waiting to be shipped, the longest waiting first, and how many there are. */
export async function ordersToShip(db: Db, limit: number) {
  const { rows, total } = await unshippedOrders(db, limit);
  return {
    total,
    orders: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderNumber,
      email: row.email,
      status: row.status as OrderStatus,
      amount: centsToDollars(row.amountCents),
      paidAt: (row.paidAt ?? row.createdAt).toISOString(),
      testCheckout: row.testMode,
    })),
  };
}
