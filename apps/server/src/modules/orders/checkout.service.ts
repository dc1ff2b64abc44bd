import { createHash, randomInt } from 'node:crypto';
import { cartTotals, MAX_ORDER_TOTAL_CENTS, ORDER_MESSAGES } from '@shop/shared/orders';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { type CartLineInput, type WantedLine, wantedLines } from '../cart/cart.service';
import { describeVariant, reserveStock, variantsForSale } from '../catalog/catalog-stock.service';
import type { UserRow } from '../users/users.service';
import { endCheckout } from './order-settlement';
import {
  findOrderById,
  insertOrder,
  lockCheckoutsOf,
  type OrderRow,
  openCheckoutsOf,
  setPaymentSession,
} from './orders.queries';
import type { OrdersDeps } from './orders.service';
import { closePaymentSession } from './payment-events.service';
import { stockChanged } from './stock-change';

// Starting a checkout: the cart priced, its stock held and a payment session opened. How a
// checkout then closes is payment-events.service.ts; a hold that runs out, reconcile.service.ts.

const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'VL-' and eight characters nobody misreads (no 0/O, 1/I): about 10^12 possibilities. */
export function newOrderNumber(): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `VL-${tail}`;
}

/** The same variants in the same quantities give the same key, in whatever order they come. */
function checkoutKeyOf(lines: ReadonlyMap<string, WantedLine>): string {
  const canonical = [...lines]
    .map(([id, line]): [string, number] => [id, line.quantity])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
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
  input: { products: readonly CartLineInput[]; user_email: string },
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
  // The cart's rule for lines, but more of a variant than a checkout takes is refused, not trimmed.
  const wanted = wantedLines(input.products, 'products');
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
