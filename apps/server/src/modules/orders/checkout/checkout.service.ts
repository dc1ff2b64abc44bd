import { randomInt } from 'node:crypto';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { CheckoutInput } from '@shop/shared/orders/orders-schemas';
import { normalizeCode } from '@shop/shared/promotions/promotions';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { rememberAddress } from '../../addresses';
import { wantedLines } from '../../cart';
import { reserveStock } from '../../catalog';
import { chosenMethod } from '../../shipping';
import type { UserRow } from '../../users';
import { findOrderById, insertOrder, type OrderRow } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { endCheckout } from '../payments/order-settlement';
import { closePaymentSession } from '../payments/payment-events.service';
import { checkoutTaxBasis } from '../payments/provider-tax';
import { stockChanged } from '../stock-change';
import {
  type CheckoutOwner,
  lockCheckoutClient,
  lockCheckoutsOf,
  openCheckoutsOf,
  setMailConsent,
  setPaymentSession,
  unitsHeldFrom,
} from './checkout.queries';
import { checkoutKeyOf, priceLines, priceOrder } from './checkout-pricing';

// Starting a checkout: the cart priced, its stock held and a payment session opened. How a
// checkout then closes is payment-events.service.ts; a hold that runs out, reconcile.service.ts.

const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'VL-' and eight characters nobody misreads (no 0/O, 1/I): about 10^12 possibilities. */
export function newOrderNumber(): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `VL-${tail}`;
}

/**
 * Who checks out: a logged-in shopper (the account's own email is the order's), or a guest,
 * known by the browser's guest cookie (its sha256) and the email the body gives. `client` is the
 * keyed hash of the client address the request came from (clientKey), when it is known.
 */
export type Buyer = ({ user: Pick<UserRow, 'id' | 'email'> } | { guestBrowserHash: string }) & {
  client?: string;
};

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

/**
 * An open checkout this request may go on with: the same lines, address and method, and its hold
 * not about to end.
 */
function reusable(
  order: OrderRow | undefined,
  owner: CheckoutOwner,
  checkoutKey: string,
  now: Date,
): order is OrderRow {
  return (
    order !== undefined &&
    // A guest's checkout found by its email alone is another browser's: ended, never handed over.
    ('userId' in owner || order.guestBrowserHash === owner.guestBrowserHash) &&
    order.checkoutKey === checkoutKey &&
    order.holdExpiresAt.getTime() - now.getTime() > 60_000
  );
}

/**
 * Starts a checkout for the caller, a shopper or a guest: every line priced from the database, the stock held for
 * `holdSeconds`, the order written awaiting payment, and a payment session opened for exactly
 * that amount. The same cart again while its checkout is open gets the same session.
 *
 * A shopper (or a guest's browser) has at most one open checkout: a new one ends the one before and gives its units
 * back in the same transaction, so nobody can hold stock with many checkouts at once. The
 * shopper's checkouts take turns (lockCheckoutsOf), so this holds when several start at once.
 */
export async function createCheckout(
  deps: OrdersDeps,
  buyer: Buyer,
  input: CheckoutInput,
  baseUrl: string,
  now = new Date(),
): Promise<{ id: string; url: string }> {
  const { db } = deps;
  const user = 'user' in buyer ? buyer.user : null;
  if (user && input.user_email.toLowerCase() !== user.email.toLowerCase()) {
    throw new DomainError(
      403,
      'user_email must be the email of the account you are logged in with.',
      'user_email',
    );
  }
  // The cart's rule for lines, but more of a variant than a checkout takes is refused, not trimmed.
  const wanted = wantedLines(input.products, 'products');
  const { shippingAddress, shippingMethodId } = input;
  // A country not served or a method not offered is refused before any open checkout is touched
  // (the price itself waits for the lines' subtotal, below).
  const method = await chosenMethod(db, {
    methodId: shippingMethodId,
    country: shippingAddress.country,
    region: shippingAddress.region,
  });
  // The rate of the address as the owner set it now: the order keeps it, later changes move nothing.
  // Under Stripe Tax there is none of ours: Stripe computes the tax at payment (provider-tax.ts).
  const taxBasis = await checkoutTaxBasis(db, deps.payments, shippingAddress);
  const email = user?.email ?? input.user_email;
  const codeWanted = input.discountCode ? normalizeCode(input.discountCode) : null;
  // Refused before anything is held when it is unknown, out of its dates, used up or paid with
  // already by this account; a guest's email is asked nothing (settleUseOf counts it once when paid).
  const discount = codeWanted
    ? await deps.discounts.usable(db, codeWanted, {
        now: deps.now?.() ?? now,
        field: 'discountCode',
        userId: user?.id ?? null,
      })
    : null;
  const checkoutKey = checkoutKeyOf(wanted, shippingAddress, shippingMethodId, codeWanted);
  const owner: CheckoutOwner =
    'user' in buyer
      ? { userId: buyer.user.id }
      : { guestBrowserHash: buyer.guestBrowserHash, email: input.user_email };
  const before = await openCheckoutsOf(db, owner);
  // The usual case, a second click on the same cart, needs no lock.
  const [latest] = before;
  const mailConsent = input.mailConsent === true;
  if (reusable(latest, owner, checkoutKey, now)) {
    // The box as ticked on this, the latest, request: what the shopper said last is what stands.
    if (latest.mailConsent !== mailConsent) await setMailConsent(db, latest.id, mailConsent);
    return sessionOf(db, latest);
  }
  // The checkouts this one replaces stop being payable at the provider before their units go
  // back, as on the cancel page; one paid just now is an order after all, and stays.
  for (const order of before) if (replaceable(order, now)) await closePaymentSession(deps, order);

  const holdExpiresAt = new Date(now.getTime() + deps.holdSeconds * 1000);
  const started = await db.transaction(async (tx) => {
    await lockCheckoutsOf(tx, owner);
    if (buyer.client) await lockCheckoutClient(tx, buyer.client);
    const open = await openCheckoutsOf(tx, owner);
    const same = open.find((order) => reusable(order, owner, checkoutKey, now));
    const replaced: OrderRow[] = [];
    for (const order of open) {
      if (order === same || !replaceable(order, now)) continue;
      const ended = await endCheckout(tx, deps.discounts, order.id, 'expired', now);
      if (ended.ended && ended.order) replaced.push(ended.order);
    }
    if (same) return { kind: 'open' as const, order: same, replaced };
    // Priced after the old holds are back, so a changed cart may use the units it held.
    const { lines, describe } = await priceLines(tx, wanted, deps.maxPerVariant);
    if (buyer.client && deps.maxHeldUnitsPerAddress !== undefined) {
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const held = await unitsHeldFrom(tx, buyer.client, now);
      if (held + units > deps.maxHeldUnitsPerAddress)
        throw new DomainError(409, ORDER_MESSAGES.tooManyHeld(deps.maxHeldUnitsPerAddress), 'products');
    }
    const priced = priceOrder(lines, method, discount, deps.discounts.apply, taxBasis);
    const { delivery, totals, lineDiscounts, lineTaxes } = priced;
    await reserveStock(tx, lines, describe);
    const order = await insertOrder(
      tx,
      {
        orderNumber: newOrderNumber(),
        userId: user?.id ?? null,
        email,
        guestBrowserHash: 'guestBrowserHash' in owner ? owner.guestBrowserHash : null,
        checkoutClient: buyer.client ?? null,
        holdExpiresAt,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        shippingTaxCents: priced.deliveryTaxCents,
        pricesIncludeTax: totals.taxIncluded,
        taxSource: deps.payments.taxesAtPayment ? 'stripe' : 'shop',
        amountCents: totals.amountCents,
        shippingAddress,
        shippingMethodId: delivery.id,
        shippingMethodName: delivery.name,
        shippingCents: delivery.priceCents,
        discountCode: discount?.code ?? null,
        discountCents: totals.discountCents,
        paymentProvider: deps.payments.kind,
        testMode: deps.payments.testMode,
        checkoutKey,
        mailConsent,
        statusHistory: [],
      },
      lines.map((line, index) => ({
        ...line,
        discountCents: lineDiscounts[index] ?? 0,
        taxRateMilliPercent: taxBasis.rateMilliPercent,
        taxCents: lineTaxes[index] ?? 0,
      })),
      deps.payments.taxesAtPayment ? [] : [priced.taxLine],
    );
    // Held like the stock: of checkouts racing for a code's last uses, only as many as are left get one.
    if (discount) await deps.discounts.hold(tx, discount, order.id, email, 'discountCode');
    return { kind: 'new' as const, order, lines, delivery, lineDiscounts, replaced };
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
  if (started.kind === 'open') {
    if (started.order.mailConsent !== mailConsent) await setMailConsent(db, started.order.id, mailConsent);
    return sessionOf(db, started.order);
  }
  const { order, lines, delivery, lineDiscounts } = started;

  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckoutSession({
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      lines: lines.map((line, index) => ({
        title: line.title,
        size: line.size,
        color: line.color,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        discountCents: lineDiscounts[index] ?? 0,
      })),
      delivery: { name: delivery.name, priceCents: delivery.priceCents },
      discount:
        order.discountCents > 0 && order.discountCode
          ? { code: order.discountCode, amountCents: order.discountCents }
          : null,
      shippingAddress,
      taxCents: order.taxCents,
      pricesIncludeTax: order.pricesIncludeTax,
      amountCents: order.amountCents,
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
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // No session, no way to pay: the stock goes back at once instead of at expiry.
    await db.transaction((tx) => endCheckout(tx, deps.discounts, order.id, 'cancelled', new Date()));
    await stockChanged(deps, [order.id]);
    deps.events?.paymentFailed('provider_error');
    throw error;
  }
  // The address book is a convenience: the checkout stands whatever happens to it.
  if (user && input.saveAddress) {
    await rememberAddress(db, user.id, shippingAddress).catch((error: unknown) =>
      deps.onAddressSaveError?.(error, order),
    );
  }
  return session;
}

/**
 * An open checkout a new one may end: its hold still runs. One whose hold ran out is the
 * reconciler's, which may be settling it at this moment; its units go back within the minute.
 */
function replaceable(order: OrderRow, now: Date): boolean {
  return order.holdExpiresAt.getTime() > now.getTime();
}
