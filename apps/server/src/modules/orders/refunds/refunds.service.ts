import { variantLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import { ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import { amountRefundTaxCents, REFUND_MESSAGES, unitsRefund } from '@shop/shared/orders/refunds';
import type { Refund } from '@shop/shared/orders/refunds-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { restockUnits } from '../../catalog';
import type { RefundOutcome, RefundUpdate } from '../../payments';
import type { AfterSaleLine } from '../after-sale.schema';
import { mailRefund } from '../mail/refund-mail';
import type { OrderDiscounts } from '../order-discounts';
import { toRefund } from '../order-view';
import { findOrderById, linesOfOrders, lockOrder, type OrderRow } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { takeCreditNoteNumber } from '../receipts/invoice-numbers.queries';
import { stockChanged } from '../stock-change';
import {
  findRefund,
  findRefundByProviderId,
  giveLineRefundBack,
  insertRefund,
  pendingRefunds,
  type RefundRow,
  releaseRefundedCents,
  reserveRefundedCents,
  setCreditNoteNumber,
  setProviderRefundId,
  settlePendingRefund,
  takeLineRefund,
  takeLineRestock,
} from './refunds.queries';

// Refunds, exactly once (docs/decisions/031): a refund is reserved on the order inside one
// transaction (its amount, its lines' units, the restock), then settled with the payment provider
// after the commit, with an idempotency key of its own id. A provider that does not answer
// leaves it pending; the webhook or the reconciler settles it later, never twice.

export type RefundDeps = Pick<OrdersDeps, 'db' | 'payments' | 'discounts' | 'onStockChanged'> & {
  /** Hears of a refund the provider could not be asked about (it stays pending, asked again later). */
  onRefundError?: (error: unknown, refund: RefundRow) => void;
};

/** What to refund: lines (their paid price, tax included), an amount, or both (see refundBodySchema). */
export interface RefundRequestInput {
  lines?: readonly { lineId: string; quantity: number }[];
  amountCents?: number;
  restock: boolean;
  reason: string;
}

/** Who asked, for the order's history and the refund's record. */
export interface RefundActor {
  userId: string | null;
  by: 'admin' | 'shopper' | 'guest' | 'system';
}

/** The key the provider dedupes a refund by: the same refund is never made twice there. */
export const refundIdempotencyKey = (refundId: string) => `velora-refund-${refundId}`;

/** Refunds waiting this long for an answer are asked about again by the reconciler. */
const PENDING_REFUND_AGE_MS = 5 * 60_000;

/**
 * Reserves a refund inside the caller's transaction, the order's row locked by the caller
 * (lockOrder): checks the order was paid and has enough left, counts the lines' units refunded
 * (and back in stock with `restock`), takes the amount off what is left to refund, records the
 * refund 'pending' and the step in the order's history. Every count is a conditional update, so
 * nothing is refunded or restocked twice even without the lock. Throws a 409 naming the field
 * when something is more than is left.
 */
export async function reserveRefund(
  tx: Db,
  discounts: OrderDiscounts,
  order: OrderRow,
  input: RefundRequestInput,
  actor: RefundActor,
  now: Date,
): Promise<RefundRow> {
  if (!wasPaid(order.paymentStatus)) throw new DomainError(409, REFUND_MESSAGES.notPaid, 'id');
  if (order.paymentStatus === 'refunded' || order.refundedCents >= order.amountCents)
    throw new DomainError(409, REFUND_MESSAGES.refundedInFull, 'id');
  const field = input.amountCents === undefined ? 'lines' : 'amount';
  const orderLines = input.lines?.length ? await linesOfOrders(tx, [order.id]) : [];
  const lines: AfterSaleLine[] = [];
  let linesTaxCents = 0;
  const restocked: { variantId: string; quantity: number }[] = [];
  for (const wanted of input.lines ?? []) {
    const line = orderLines.find((candidate) => candidate.id === wanted.lineId);
    if (!line) throw new DomainError(400, REFUND_MESSAGES.lineNotInOrder, 'lines');
    const name = `${line.title} (${variantLabel(line)})`;
    if (!(await takeLineRefund(tx, order.id, line.id, wanted.quantity)))
      throw new DomainError(
        409,
        REFUND_MESSAGES.lineOverRefunded(name, line.quantity - line.refundedQuantity),
        'lines',
      );
    const part = unitsRefund(line, line.refundedQuantity, wanted.quantity, order.pricesIncludeTax);
    linesTaxCents += part.taxCents;
    lines.push({ lineId: line.id, quantity: wanted.quantity, amountCents: part.amountCents });
    // Units that were back in stock already (a refund that failed after its restock) stay counted once.
    const units = Math.min(wanted.quantity, line.quantity - line.restockedQuantity);
    if (input.restock && units > 0) {
      if (!(await takeLineRestock(tx, line.id, units)))
        throw new DomainError(409, REFUND_MESSAGES.lineOverRefunded(name, 0), 'lines');
      if (line.variantId) restocked.push({ variantId: line.variantId, quantity: units });
    }
  }
  const amountCents = input.amountCents ?? lines.reduce((sum, line) => sum + (line.amountCents ?? 0), 0);
  if (amountCents <= 0) throw new DomainError(409, REFUND_MESSAGES.nothingPaid, 'lines');
  const reserved = await reserveRefundedCents(
    tx,
    order.id,
    amountCents,
    {
      status: 'refund',
      at: now.toISOString(),
      by: actor.by,
      note: `${formatPrice(amountCents)}: ${input.reason}`,
    },
    now,
  );
  if (!reserved)
    throw new DomainError(409, REFUND_MESSAGES.moreThanLeft(order.amountCents - order.refundedCents), field);
  await restockUnits(tx, restocked);
  // The whole order given back: so is its discount code's use (a once-per-customer code may be used again).
  if (reserved.paymentStatus === 'refunded') await discounts.giveBack(tx, order.id);
  return insertRefund(tx, {
    orderId: order.id,
    amountCents,
    // The tax it gives back as the order kept it: the lines' parts, or an amount's share of it.
    taxCents: input.amountCents === undefined ? linesTaxCents : amountRefundTaxCents(amountCents, order),
    lines,
    restock: input.restock && lines.length > 0,
    reason: input.reason,
    status: 'pending',
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Everything an order has left to refund, for a cancel (inside the caller's transaction, the order
 * locked): every unit not refunded yet and the money left, delivery included. Every unit not back
 * in stock goes back (an order cancelled never left the shop), those refunded earlier without
 * restock too. Null when no money is left to refund (the units still go back).
 */
export async function reserveFullRefund(
  tx: Db,
  discounts: OrderDiscounts,
  order: OrderRow,
  input: { reason: string },
  actor: RefundActor,
  now: Date,
): Promise<RefundRow | null> {
  const leftCents = order.amountCents - order.refundedCents;
  const lines = (await linesOfOrders(tx, [order.id]))
    .filter((line) => line.quantity > line.refundedQuantity)
    .map((line) => ({ lineId: line.id, quantity: line.quantity - line.refundedQuantity }));
  const refund =
    leftCents > 0 && wasPaid(order.paymentStatus)
      ? await reserveRefund(
          tx,
          discounts,
          order,
          { lines, amountCents: leftCents, restock: true, reason: input.reason },
          actor,
          now,
        )
      : null;
  const rest = (await linesOfOrders(tx, [order.id])).filter((line) => line.restockedQuantity < line.quantity);
  const restocked: { variantId: string; quantity: number }[] = [];
  for (const line of rest) {
    const units = line.quantity - line.restockedQuantity;
    if ((await takeLineRestock(tx, line.id, units)) && line.variantId)
      restocked.push({ variantId: line.variantId, quantity: units });
  }
  await restockUnits(tx, restocked);
  return refund;
}

/**
 * Asks the payment provider for a reserved refund (after its transaction committed) and records
 * the answer: succeeded, failed (its amount and units refundable again; units back in stock stay
 * there), or still pending. A provider that cannot be asked leaves it pending for the reconciler;
 * asking again uses the same idempotency key, so the provider makes it once.
 */
export async function settleRefund(
  deps: RefundDeps,
  refund: RefundRow,
  now = new Date(),
): Promise<RefundRow> {
  if (refund.status !== 'pending') return refund;
  const order = await findOrderById(deps.db, refund.orderId);
  let outcome: RefundOutcome;
  try {
    if (refund.providerRefundId) outcome = await deps.payments.refundState(refund.providerRefundId);
    else if (!order?.paymentSessionId)
      outcome = {
        state: 'failed',
        providerRefundId: null,
        failureReason: 'The order has no payment to refund.',
      };
    else
      outcome = await deps.payments.refund({
        refundId: refund.id,
        sessionId: order.paymentSessionId,
        amountCents: refund.amountCents,
        idempotencyKey: refundIdempotencyKey(refund.id),
      });
  } catch (error) {
    deps.onRefundError?.(error, refund);
    return refund;
  }
  return (await applyRefundOutcome(deps.db, deps.discounts, refund.id, outcome, now)) ?? refund;
}

/**
 * Records what the provider said of a refund, once: a pending one keeps the provider's id; a
 * failure (even after a success, as Stripe may report) gives its amount and units back.
 * Answers the refund as it is now.
 */
async function applyRefundOutcome(
  db: Db,
  discounts: OrderDiscounts,
  refundId: string,
  outcome: RefundOutcome,
  now: Date,
): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    if (outcome.state !== 'failed') {
      if (outcome.state === 'pending') {
        await setProviderRefundId(tx, refundId, outcome.providerRefundId, now);
        return findRefund(tx, refundId);
      }
      const succeeded = await settlePendingRefund(
        tx,
        refundId,
        { status: 'succeeded', providerRefundId: outcome.providerRefundId },
        now,
      );
      if (!succeeded) return findRefund(tx, refundId);
      // Made: its credit note is numbered in the same transaction, so a number is never lost or given twice.
      return setCreditNoteNumber(tx, refundId, await takeCreditNoteNumber(tx, now));
    }
    // The order first, as a reserve locks it: the amount given back and a new refund take turns.
    const current = await findRefund(tx, refundId);
    if (!current) return undefined;
    await lockOrder(tx, current.orderId);
    const failed = await settlePendingRefund(
      tx,
      refundId,
      { status: 'failed', providerRefundId: outcome.providerRefundId, failureReason: outcome.failureReason },
      now,
    );
    if (!failed) return findRefund(tx, refundId);
    await releaseRefundedCents(
      tx,
      failed.orderId,
      failed.amountCents,
      {
        status: 'refund_failed',
        at: now.toISOString(),
        by: 'system',
        note: `${formatPrice(failed.amountCents)}: ${outcome.failureReason}`,
      },
      now,
    );
    for (const line of failed.lines) await giveLineRefundBack(tx, line.lineId, line.quantity);
    // A whole refund gave the code's use back when it was reserved; the order is paid again.
    await discounts.count(tx, failed.orderId);
    return failed;
  });
}

/** What an admin's refund needs beyond a refund's own: the mail to the shopper. */
export type RefundOrderDeps = RefundDeps & Pick<OrdersDeps, 'mailer' | 'shopUrl' | 'onMailError'>;

/**
 * An admin's refund (POST /api/orders/:id/refunds): reserved in one transaction with the order
 * locked, the stock's change told after the commit, then settled with the provider; the shopper
 * is mailed what comes back unless the provider refused it.
 */
export async function refundOrder(
  deps: RefundOrderDeps,
  orderId: string,
  input: RefundRequestInput,
  actor: RefundActor,
  now = new Date(),
): Promise<Refund> {
  const reserved = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
    return reserveRefund(tx, deps.discounts, order, input, actor, now);
  });
  if (reserved.restock) await stockChanged(deps, [orderId]);
  const settled = await settleRefund(deps, reserved, now);
  if (settled.status !== 'failed') {
    const order = await findOrderById(deps.db, orderId);
    if (order) mailRefund(deps, order, settled);
  }
  return toRefund(settled);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the provider's notifications say of its refunds, applied once each: a refund is found by
 * the provider's id, or by ours it carries. One we do not know is ignored (another shop on the
 * same account, or made in the provider's dashboard).
 */
export async function applyRefundUpdates(
  deps: Pick<RefundDeps, 'db' | 'discounts'>,
  updates: readonly RefundUpdate[],
  now = new Date(),
): Promise<void> {
  for (const update of updates) {
    const refund =
      (update.providerRefundId
        ? await findRefundByProviderId(deps.db, update.providerRefundId)
        : undefined) ??
      (update.refundId && UUID.test(update.refundId)
        ? await findRefund(deps.db, update.refundId)
        : undefined);
    if (refund) await applyRefundOutcome(deps.db, deps.discounts, refund.id, update, now);
  }
}

/**
 * The reconciler's part for refunds: those pending for over a minute are asked about again (by
 * the provider's id, or with the same idempotency key when it never answered). Returns how many
 * it looked at.
 */
export async function settlePendingRefunds(deps: RefundDeps, now = new Date()): Promise<number> {
  const due = await pendingRefunds(deps.db, new Date(now.getTime() - PENDING_REFUND_AGE_MS), 50);
  for (const refund of due) {
    try {
      await settleRefund(deps, refund, now);
    } catch (error) {
      deps.onRefundError?.(error, refund);
    }
  }
  return due.length;
}
