import { createHash, randomInt } from 'node:crypto';
import { formatAmount, formatPrice } from '@shop/shared/money';
import {
  cartTotals,
  MAX_ORDER_TOTAL_CENTS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  taxRateLabel,
} from '@shop/shared/orders';
import type { Order, OrderListFilters } from '@shop/shared/orders-schemas';
import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { emptyCart } from '../cart/cart.service';
import {
  describeVariant,
  releaseStock,
  reserveStock,
  sellStock,
  takeFreeStock,
  variantsForSale,
} from '../catalog/catalog-stock.service';
import type { Mailer } from '../mail/mailer';
import type { ShopInbox } from '../mail/shop-inbox';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PaymentEvent } from '../payments/stripe-webhook';
import { findUserById, type UserRow } from '../users/users.service';
import {
  deleteOrder,
  expiredHolds,
  findOrderById,
  findOrderBySession,
  insertOrder,
  linesOfOrders,
  lockCheckoutsOf,
  lockOrder,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  openCheckoutsOf,
  orderPage,
  ordersOfOwner,
  paidCentsByMonth,
  paidOrdersByStatus,
  paidPairs,
  paidTotals,
  purchaseTotals,
  setPaymentSession,
  unshippedOrders,
  updateOrder,
} from './orders.queries';

export interface OrdersDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  /** How long a checkout holds its stock (CHECKOUT_HOLD_MINUTES). */
  holdSeconds: number;
  /** The most units of one variant a checkout may hold (CHECKOUT_MAX_PER_VARIANT). */
  maxPerVariant: number;
  /** The shop's address for links in mail (PUBLIC_URL). */
  shopUrl: string;
  /** Where the shop hears of each paid order (SHOP_EMAIL, else the first admin); not mailed when left out. */
  shopInbox?: ShopInbox;
  /** Hears of an order mail (to the shopper or the shop) that could not be sent (the order stands). */
  onMailError?: (error: unknown, order: OrderRow) => void;
  /** Hears of an expired checkout the payment provider could not be asked about (tried next round). */
  onReconcileError?: (error: unknown, order: OrderRow) => void;
  /** Hears of a replaced checkout whose payment session the provider could not close. */
  onSessionCloseError?: (error: unknown, order: OrderRow) => void;
  /** Hears what happened to checkouts, for the shop's metrics, once it is committed. */
  events?: OrderEvents;
  /**
   * Hears which products' free stock a committed hold, release or sale changed, so their kept
   * storefront answers and pages go at once (docs/decisions/028).
   */
  onStockChanged?: (productIds: readonly string[]) => void | Promise<void>;
}

/**
 * After a commit that held, gave back or sold these orders' units: tells onStockChanged their
 * products. The order stands whatever happens here; kept answers expire within seconds anyway.
 */
async function stockChanged(
  deps: Pick<OrdersDeps, 'db' | 'onStockChanged'>,
  orderIds: readonly string[],
): Promise<void> {
  if (!deps.onStockChanged || orderIds.length === 0) return;
  try {
    await tellStockChanged(deps, await linesOfOrders(deps.db, orderIds));
  } catch {
    // Nothing to undo: the stock is right in the database, and a page shows it within seconds.
  }
}

async function tellStockChanged(deps: Pick<OrdersDeps, 'onStockChanged'>, lines: readonly OrderLineRow[]) {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (productIds.length > 0) await deps.onStockChanged?.(productIds);
}

/** What the operator watches (GET /metrics): each is told as it happens. */
export interface OrderEvents {
  orderPaid(amountCents: number): void;
  /** The card was declined, or the payment provider could not open a checkout. */
  paymentFailed(reason: 'declined' | 'provider_error'): void;
  /** A checkout's hold ran out (or made way for the same cart's new one) and its stock went back. */
  holdExpired(): void;
}

const dollars = (cents: number) => Number(formatAmount(cents));

/**
 * A mail about an order; one taken by a test checkout says so in its subject and first line, so
 * neither the shopper nor the owner can mistake it for a sale.
 */
function orderMail(order: OrderRow, subject: string, lines: readonly string[], to = order.email) {
  return order.testMode
    ? {
        to,
        subject: `[Test] ${subject}`,
        text: [
          "Test order: paid with a test card on the shop's test checkout. No money was taken.",
          '',
          ...lines,
        ].join('\n'),
      }
    : { to, subject, text: lines.join('\n') };
}

/** An order's lines and money as the cart and every order page show them (DESIGN.md: one breakdown). */
function breakdownLines(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  return [
    ...lines.map(
      (line) =>
        `${line.quantity} x ${line.title} (size ${line.size}, ${line.color}) at ${formatPrice(line.unitPriceCents)}: ${formatPrice(line.unitPriceCents * line.quantity)}`,
    ),
    '',
    `Total price: ${formatPrice(order.subtotalCents)}`,
    `Tax (${taxRateLabel()}): ${formatPrice(order.taxCents)}`,
    `Grand Total: ${formatPrice(order.amountCents)}`,
  ];
}

/** The API's order: docs/product/api.md's fields plus lines and history. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderNumber,
    email: row.email,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    amount: dollars(row.amountCents),
    amountCents: row.amountCents,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    currency: row.currency,
    items: lines.map((line) => ({
      variantId: line.variantId,
      productId: line.productId,
      handle: line.handle,
      title: line.title,
      image: line.image,
      size: line.size,
      color: line.color,
      price: dollars(line.unitPriceCents),
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    statusHistory: row.statusHistory,
    paidAt: row.paidAt?.toISOString() ?? null,
    testCheckout: row.testMode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withLines(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const lines = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

async function orderWithLines(db: Db, row: OrderRow): Promise<Order> {
  const [order] = await withLines(db, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}

const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'VL-' and eight characters nobody misreads (no 0/O, 1/I): about 10^12 possibilities. */
export function newOrderNumber(): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `VL-${tail}`;
}

export interface CheckoutLine {
  id?: string;
  variantId?: string;
  quantity?: number;
}

/** The same variants in the same quantities give the same key, in whatever order they come. */
function checkoutKeyOf(lines: ReadonlyMap<string, WantedLine>): string {
  const canonical = [...lines]
    .map(([id, line]): [string, number] => [id, line.quantity])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** How many units of a variant are asked for, and the first line that asked (for messages). */
interface WantedLine {
  quantity: number;
  index: number;
}

function wantedLines(products: readonly CheckoutLine[]): Map<string, WantedLine> {
  const wanted = new Map<string, WantedLine>();
  products.forEach((line, index) => {
    const id = line.variantId ?? line.id;
    if (!id)
      throw new DomainError(
        400,
        `products.${index} needs the variant id (id or variantId)`,
        `products.${index}`,
      );
    const earlier = wanted.get(id);
    wanted.set(id, {
      quantity: (earlier?.quantity ?? 0) + (line.quantity ?? 1),
      index: earlier?.index ?? index,
    });
  });
  return wanted;
}

/** The session of an open checkout, waiting briefly while the request that made it finishes. */
async function sessionOf(db: Db, order: OrderRow): Promise<{ id: string; url: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = attempt === 0 ? order : await findOrderById(db, order.id);
    if (current?.paymentSessionId && current.paymentUrl) {
      return { id: current.paymentSessionId, url: current.paymentUrl };
    }
    if (current?.paymentStatus !== 'awaiting_payment') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new DomainError(409, 'This checkout could not be started. Please try again.');
}

/** An open checkout this cart may go on with: the same lines, and its hold not about to end. */
function reusable(order: OrderRow | undefined, checkoutKey: string, now: Date): order is OrderRow {
  return (
    order !== undefined &&
    order.checkoutKey === checkoutKey &&
    order.holdExpiresAt.getTime() - now.getTime() > 60_000
  );
}

/**
 * Every line priced from the database and checked against what is free now, the shopper's cap
 * per variant, and the most one payment may be.
 */
async function priceLines(tx: Db, wanted: ReadonlyMap<string, WantedLine>, maxPerVariant: number) {
  const variants = await variantsForSale(tx, [...wanted.keys()]);
  let position = 0;
  const lines = [...wanted].map(([variantId, { quantity, index }]) => {
    const variant = variants.get(variantId);
    if (!variant) {
      throw new DomainError(
        409,
        'A product in your cart is no longer available. Please remove it.',
        'products',
      );
    }
    if (quantity > maxPerVariant) {
      throw new DomainError(
        400,
        `You can buy at most ${maxPerVariant} of ${describeVariant(variant)} in one order.`,
        `products.${index}.quantity`,
      );
    }
    if (variant.available < quantity) {
      throw new DomainError(
        409,
        variant.available === 0
          ? `${describeVariant(variant)} is sold out. Please remove it from your cart.`
          : `Only ${variant.available} left of ${describeVariant(variant)}.`,
        'products',
      );
    }
    return {
      position: position++,
      variantId,
      productId: variant.productId,
      handle: variant.handle,
      title: variant.title,
      image: variant.image,
      size: variant.size,
      color: variant.color,
      unitPriceCents: variant.priceCents,
      quantity,
    };
  });
  const totals = cartTotals(
    lines.map((line) => ({ priceCents: line.unitPriceCents, quantity: line.quantity })),
  );
  if (totals.grandTotalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new DomainError(400, ORDER_MESSAGES.orderTooLarge, 'products');
  }
  const describe = (variantId: string) => {
    const variant = variants.get(variantId);
    return variant ? describeVariant(variant) : 'a product in your cart';
  };
  return { lines, totals, describe };
}

/** Where the provider sends the shopper back; it puts the session id in place of the braces. */
function returnUrl(path: string, baseUrl: string): string {
  return new URL(`${path}?session_id={CHECKOUT_SESSION_ID}`, baseUrl)
    .toString()
    .replace('%7B', '{')
    .replace('%7D', '}');
}

/**
 * Starts a checkout for the caller: every line priced from the database, the stock held for
 * `holdSeconds`, the order written awaiting payment, and a payment session opened for exactly
 * that amount. The same cart again while its checkout is open gets the same session.
 *
 * A shopper has at most one open checkout: a new one ends the one before and gives its units
 * back in the same transaction, so nobody can hold stock with many checkouts at once. The
 * shopper's checkouts take turns (lockCheckoutsOf), so this holds when several start at once.
 */
export async function createCheckout(
  deps: OrdersDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  input: { products: readonly CheckoutLine[]; user_email: string },
  baseUrl: string,
  now = new Date(),
): Promise<{ id: string; url: string }> {
  const { db } = deps;
  if (input.user_email.toLowerCase() !== user.email.toLowerCase()) {
    throw new DomainError(
      403,
      'user_email must be the email of the account you are logged in with.',
      'user_email',
    );
  }
  const wanted = wantedLines(input.products);
  const checkoutKey = checkoutKeyOf(wanted);
  const before = await openCheckoutsOf(db, user.id);
  // The usual case, a second click on the same cart, needs no lock.
  const [latest] = before;
  if (reusable(latest, checkoutKey, now)) return sessionOf(db, latest);
  // The checkouts this one replaces stop being payable at the provider before their units go
  // back, as on the cancel page; one paid just now is an order after all, and stays.
  for (const order of before) if (replaceable(order, now)) await closePaymentSession(deps, order);

  const holdExpiresAt = new Date(now.getTime() + deps.holdSeconds * 1000);
  const started = await db.transaction(async (tx) => {
    await lockCheckoutsOf(tx, user.id);
    const open = await openCheckoutsOf(tx, user.id);
    const same = open.find((order) => reusable(order, checkoutKey, now));
    const replaced: OrderRow[] = [];
    for (const order of open) {
      if (order === same || !replaceable(order, now)) continue;
      const ended = await endCheckout(tx, order.id, 'expired', now);
      if (ended.ended && ended.order) replaced.push(ended.order);
    }
    if (same) return { kind: 'open' as const, order: same, replaced };
    // Priced after the old holds are back, so a changed cart may use the units it held.
    const { lines, totals, describe } = await priceLines(tx, wanted, deps.maxPerVariant);
    await reserveStock(tx, lines, describe);
    const order = await insertOrder(
      tx,
      {
        orderNumber: newOrderNumber(),
        userId: user.id,
        email: user.email,
        holdExpiresAt,
        subtotalCents: totals.totalCents,
        taxCents: totals.taxCents,
        amountCents: totals.grandTotalCents,
        paymentProvider: deps.payments.kind,
        testMode: deps.payments.testMode,
        checkoutKey,
        statusHistory: [],
      },
      lines,
    );
    return { kind: 'new' as const, order, lines, totals, replaced };
  });
  for (const _ of started.replaced) deps.events?.holdExpired();
  await stockChanged(deps, [
    ...(started.kind === 'new' ? [started.order.id] : []),
    ...started.replaced.map((order) => order.id),
  ]);
  // A checkout started by another request of this shopper between the two reads above: its
  // session is closed now, as far as the provider answers.
  const closed = new Set(before.map((order) => order.id));
  for (const order of started.replaced.filter((replaced) => !closed.has(replaced.id))) {
    await closePaymentSession(deps, order).catch((error: unknown) =>
      deps.onSessionCloseError?.(error, order),
    );
  }
  if (started.kind === 'open') return sessionOf(db, started.order);
  const { order, lines, totals } = started;

  try {
    const session = await deps.payments.createCheckoutSession({
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      lines: lines.map((line) => ({
        title: line.title,
        size: line.size,
        color: line.color,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
      taxCents: totals.taxCents,
      amountCents: totals.grandTotalCents,
      currency: order.currency,
      expiresAt: holdExpiresAt,
      successUrl: returnUrl('/success', baseUrl),
      cancelUrl: returnUrl('/cancel', baseUrl),
      baseUrl,
    });
    if (!(await setPaymentSession(db, order.id, session.id, session.url))) {
      // Another checkout of this shopper, started meanwhile, replaced this one: its session
      // must not stay payable.
      await deps.payments
        .expireSession(session.id)
        .catch((error: unknown) => deps.onReconcileError?.(error, order));
      throw new DomainError(409, ORDER_MESSAGES.checkoutReplaced, 'products');
    }
    return session;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // No session, no way to pay: the stock goes back at once instead of at expiry.
    await db.transaction((tx) => endCheckout(tx, order.id, 'cancelled', new Date()));
    await stockChanged(deps, [order.id]);
    deps.events?.paymentFailed('provider_error');
    throw error;
  }
}

/**
 * An open checkout a new one may end: its hold still runs. One whose hold ran out is the
 * reconciler's, which may be settling it at this moment; its units go back within the minute.
 */
function replaceable(order: OrderRow, now: Date): boolean {
  return order.holdExpiresAt.getTime() > now.getTime();
}

/**
 * Makes a checkout's provider session unpayable before the shop ends the checkout (the cancel
 * page, a newer checkout): the provider may have taken the money just before, and then it is an
 * order after all, fulfilled and returned. A provider that cannot be asked fails the call (502),
 * so no session stays payable unknown to the shop.
 */
async function closePaymentSession(deps: OrdersDeps, order: OrderRow): Promise<OrderRow | null> {
  const sessionId = order.paymentSessionId;
  if (!sessionId) return null;
  await deps.payments.expireSession(sessionId);
  if ((await deps.payments.sessionState(sessionId)) !== 'paid') return null;
  return (await fulfilOrder(deps, order.id)).order;
}

/**
 * Ends an unpaid checkout and gives its stock back; nothing when it is paid or over already.
 * Says whether this call ended it, so the caller can tell the metrics once it has committed.
 */
async function endCheckout(
  tx: Db,
  orderId: string,
  how: 'cancelled' | 'expired',
  now: Date,
): Promise<{ order: OrderRow | undefined; ended: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order?.paymentStatus !== 'awaiting_payment') return { order, ended: false };
  if (order.hold === 'held') {
    const lines = await linesOfOrders(tx, [order.id]);
    await releaseStock(tx, heldLines(lines));
  }
  const ended = await updateOrder(
    tx,
    order.id,
    { paymentStatus: how, hold: 'released' },
    { status: how, at: now.toISOString() },
  );
  return ended ? { order: ended, ended: true } : { order: undefined, ended: false };
}

function heldLines(lines: readonly OrderLineRow[]) {
  return lines.flatMap((line) =>
    line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
  );
}

/**
 * Marks an order paid, exactly once: the order row is locked, so the success page, the
 * provider's webhook and the reconciler can all call this at the same moment and only the
 * first changes anything. The held stock becomes a sale, the shopper's stored cart empties and
 * the confirmation mail goes out after the commit. Returns the order and whether this call
 * fulfilled it.
 */
export async function fulfilOrder(
  deps: OrdersDeps,
  orderId: string,
  now = new Date(),
): Promise<{ order: OrderRow; fulfilled: boolean }> {
  const result = await deps.db.transaction((tx) => markPaid(tx, orderId, now));
  if (result.fulfilled) await stockChanged(deps, [orderId]);
  if (result.fulfilled) await announcePaid(deps, result.order);
  return result;
}

/** fulfilOrder's part inside the transaction. */
async function markPaid(
  tx: Db,
  orderId: string,
  now: Date,
): Promise<{ order: OrderRow; fulfilled: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
  if (order.paymentStatus === 'paid') return { order, fulfilled: false };
  const lines = await linesOfOrders(tx, [order.id]);
  // Paid after its hold ran out (a slow bank): the money is in, so the units are taken now.
  if (order.hold === 'released') await takeFreeStock(tx, heldLines(lines));
  else await sellStock(tx, heldLines(lines));
  if (order.userId) await emptyCart(tx, order.userId);
  const paid = await updateOrder(
    tx,
    order.id,
    { paymentStatus: 'paid', status: 'pending', hold: 'sold', paidAt: now },
    { status: 'pending', at: now.toISOString() },
  );
  if (!paid) throw new Error('order vanished while paid');
  return { order: paid, fulfilled: true };
}

/**
 * fulfilOrder's part after the commit: only a payment that is kept is counted and mailed, to
 * the shopper and to the shop. Only the call that fulfilled the order gets here, so a webhook
 * delivered twice mails each of them once.
 */
async function announcePaid(deps: OrdersDeps, order: OrderRow): Promise<void> {
  deps.events?.orderPaid(order.amountCents);
  const lines = await linesOfOrders(deps.db, [order.id]);
  deps.mailer
    .send(orderConfirmationMail(order, lines, deps.shopUrl))
    .catch((error: unknown) => deps.onMailError?.(error, order));
  const { shopInbox } = deps;
  if (!shopInbox) return;
  void (async () => {
    const to = await shopInbox();
    if (!to) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    const shopper = order.userId ? await findUserById(deps.db, order.userId) : undefined;
    await deps.mailer.send(
      newOrderMail(order, lines, { to, shopperName: shopper?.username, shopUrl: deps.shopUrl }),
    );
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}

/** The shop's own notice of a paid order: what to pack, for whom, and where to manage it. */
export function newOrderMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  { to, shopperName, shopUrl }: { to: string; shopperName: string | undefined; shopUrl: string },
) {
  const manage = new URL('/dashboard/manage-orders', shopUrl);
  manage.searchParams.set('search', order.orderNumber);
  const mail = orderMail(
    order,
    `New order ${order.orderNumber}: ${formatPrice(order.amountCents)}`,
    [
      `A new order was paid${order.paidAt ? ` on ${order.paidAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}.`,
      '',
      `Order ${order.orderNumber}`,
      `Shopper: ${shopperName ? `${shopperName} <${order.email}>` : order.email}`,
      // Checkout asks for no address yet (docs/product/rules.md, Orders): the shopper is asked by mail.
      'Shipping address: none given at checkout; reply to this mail to ask the shopper for it.',
      '',
      ...breakdownLines(order, lines),
      '',
      'Manage this order:',
      manage.toString(),
    ],
    to,
  );
  return { ...mail, replyTo: order.email };
}

export function orderConfirmationMail(order: OrderRow, lines: readonly OrderLineRow[], shopUrl: string) {
  return orderMail(order, `Your Velora order ${order.orderNumber}`, [
    'Thank you for your order!',
    '',
    `Order ${order.orderNumber}`,
    '',
    ...breakdownLines(order, lines),
    '',
    'Follow your order here:',
    new URL(`/orders/${order.id}`, shopUrl).toString(),
  ]);
}

function canSee(user: Pick<UserRow, 'id' | 'role'>, order: OrderRow): boolean {
  return user.role === 'admin' || order.userId === user.id;
}

/**
 * The success page's call: the order behind a session, confirmed with the provider if it is
 * still unpaid. Someone else's session answers like an unknown one.
 */
export async function confirmPayment(
  deps: OrdersDeps,
  user: Pick<UserRow, 'id' | 'role'>,
  sessionId: string,
): Promise<Order> {
  const order = await findOrderBySession(deps.db, sessionId);
  if (!order || !canSee(user, order)) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'session_id');
  if (order.paymentStatus === 'paid') return orderWithLines(deps.db, order);
  if ((await deps.payments.sessionState(sessionId)) === 'paid') {
    return orderWithLines(deps.db, (await fulfilOrder(deps, order.id)).order);
  }
  return orderWithLines(deps.db, order);
}

/** The cancel page's call: the caller's unpaid checkout ends and its stock is free again. */
export async function cancelCheckout(
  deps: OrdersDeps,
  user: Pick<UserRow, 'id' | 'role'>,
  sessionId: string,
): Promise<Order> {
  const order = await findOrderBySession(deps.db, sessionId);
  if (!order || order.userId !== user.id)
    throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'session_id');
  if (order.paymentStatus === 'awaiting_payment') {
    const paid = await closePaymentSession(deps, order);
    if (paid) return orderWithLines(deps.db, paid);
  }
  const ended = await deps.db.transaction((tx) => endCheckout(tx, order.id, 'cancelled', new Date()));
  if (ended.ended) await stockChanged(deps, [order.id]);
  return orderWithLines(deps.db, ended.order ?? order);
}

/**
 * What a payment provider's notification says, applied once: a payment fulfils the order, a
 * failed or expired one ends the checkout and frees its stock. A session we do not know is
 * ignored (another shop on the same account, or an order deleted since).
 */
export async function applyPaymentEvent(deps: OrdersDeps, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  const order = await findOrderBySession(deps.db, event.sessionId);
  if (!order) return;
  if (event.kind === 'paid') {
    await fulfilOrder(deps, order.id);
    return;
  }
  const how = event.kind === 'expired' ? 'expired' : 'cancelled';
  if (event.kind === 'failed') deps.events?.paymentFailed('declined');
  const { ended } = await deps.db.transaction((tx) => endCheckout(tx, order.id, how, new Date()));
  if (ended) await stockChanged(deps, [order.id]);
  if (ended && how === 'expired') deps.events?.holdExpired();
}

/** The local provider's payment page reads the order it charges for. */
export async function checkoutBySession(db: Db, sessionId: string) {
  const order = await findOrderBySession(db, sessionId);
  if (!order) return null;
  return { order, lines: await linesOfOrders(db, [order.id]) };
}

/**
 * Releases holds that ran out, after asking the provider whether their sessions were paid
 * after all (then the order is fulfilled instead). One instance at a time; returns how many
 * orders it looked at, or null when another instance holds the lock.
 *
 * An order the provider cannot be asked about now is left for the next round and the others
 * are settled: one failing session must not keep every other hold from going back to stock.
 * Mail and metrics wait for the commit, so a round that rolls back tells nobody anything.
 */
export async function reconcileCheckouts(deps: OrdersDeps, now = new Date()): Promise<number | null> {
  let seen = 0;
  const paid: OrderRow[] = [];
  let expired = 0;
  const settled: string[] = [];
  const ran = await runAlone(deps.db, BACKGROUND_LOCKS.reconcileCheckouts, async (tx) => {
    const due = await expiredHolds(tx, now, 100);
    seen = due.length;
    for (const order of due) {
      try {
        const sessionId = order.paymentSessionId;
        const state = sessionId ? await deps.payments.sessionState(sessionId) : 'expired';
        if (state === 'paid') {
          const result = await tx.transaction((inner) => markPaid(inner, order.id, now));
          if (result.fulfilled) {
            paid.push(result.order);
            settled.push(order.id);
          }
          continue;
        }
        if (sessionId) await deps.payments.expireSession(sessionId);
        if ((await tx.transaction((inner) => endCheckout(inner, order.id, 'expired', now))).ended) {
          expired++;
          settled.push(order.id);
        }
      } catch (error) {
        deps.onReconcileError?.(error, order);
      }
    }
  });
  if (!ran) return null;
  await stockChanged(deps, settled);
  for (const order of paid) await announcePaid(deps, order);
  for (let i = 0; i < expired; i++) deps.events?.holdExpired();
  return seen;
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

/** One order for its owner or an admin; anyone else is told it does not exist. */
export async function orderFor(db: Db, user: Pick<UserRow, 'id' | 'role'>, id: string): Promise<Order> {
  const order = await findOrderById(db, id);
  if (!order || !canSee(user, order)) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
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
 * shows each with its time). The shopper is mailed once the order ships.
 */
export async function setOrderStatus(
  deps: Pick<OrdersDeps, 'db' | 'mailer' | 'shopUrl' | 'onMailError'>,
  id: string,
  status: OrderStatus,
  now = new Date(),
): Promise<Order> {
  const { db } = deps;
  const change = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
    if (order.paymentStatus !== 'paid') {
      throw new DomainError(409, 'Only a paid order can move to another status.', 'status');
    }
    // The shopper's tracker shows the way forward; setting it back would restart it.
    const from = ORDER_STATUSES.indexOf(order.status as OrderStatus);
    const to = ORDER_STATUSES.indexOf(status);
    if (to < from) throw new DomainError(409, ORDER_MESSAGES.statusOnlyForward, 'status');
    if (to === from) return { updated: order, shipped: false };
    const updated = await updateOrder(tx, id, { status }, { status, at: now.toISOString() });
    return updated && { updated, shipped: status === 'shipped' && order.status !== 'shipped' };
  });
  if (!change) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
  if (change.shipped) {
    deps.mailer
      .send(orderShippedMail(change.updated, deps.shopUrl))
      .catch((error: unknown) => deps.onMailError?.(error, change.updated));
  }
  return orderWithLines(db, change.updated);
}

export function orderShippedMail(order: OrderRow, shopUrl: string) {
  return orderMail(order, `Your Velora order ${order.orderNumber} has shipped`, [
    'Good news: your order is on its way.',
    '',
    `Order ${order.orderNumber}`,
    '',
    'Follow your order here:',
    new URL(`/orders/${order.id}`, shopUrl).toString(),
  ]);
}

/**
 * An admin deletes an order never paid; one still open gives its held stock back first. A paid
 * order is never deleted: it is the shopper's history and the shop's earnings.
 */
export async function removeOrder(
  deps: Pick<OrdersDeps, 'db' | 'onStockChanged'>,
  id: string,
): Promise<void> {
  const released = await deps.db.transaction(async (tx) => {
    const { order, ended } = await endCheckout(tx, id, 'cancelled', new Date());
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
    if (order.paymentStatus === 'paid') throw new DomainError(409, ORDER_MESSAGES.paidOrderKept, 'id');
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
 * orders' grand totals, tax included, and one year's by month of payment (UTC, always twelve
 * entries), and how many are at each status. Orders paid on a test checkout count only while
 * the shop itself takes payments on one (`withTest`); they are told apart either way.
 */
export async function earnings(db: Db, year: number, withTest: boolean) {
  const [totals, byMonth, byStatus] = await Promise.all([
    paidTotals(db),
    paidCentsByMonth(db, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), withTest),
    paidOrdersByStatus(db, withTest),
  ]);
  return {
    paidOrders: totals.real.orders + (withTest ? totals.test.orders : 0),
    paidCents: totals.real.cents + (withTest ? totals.test.cents : 0),
    testOrders: totals.test.orders,
    testCents: totals.test.cents,
    monthlyCents: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, cents: byMonth.get(i + 1) ?? 0 })),
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
      amount: dollars(row.amountCents),
      paidAt: (row.paidAt ?? row.createdAt).toISOString(),
      testCheckout: row.testMode,
    })),
  };
}
