import { variantLabel } from '@shop/shared/catalog/variant-labels';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { RETURN_MESSAGES, RETURN_REASONS, type ReturnStatus } from '@shop/shared/orders/returns';
import type { ReturnRecord, ReturnRequestBody } from '@shop/shared/orders/returns-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import type { UserRow } from '../../users';
import { canSee, type OrderViewer } from '../guests/guest-access';
import { mailReturnStep } from '../mail/return-mail';
import { findOrderById, linesOfOrders, lockOrder, type OrderRow, updateOrder } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { readOrderPolicies } from '../policies/order-policies.queries';
import { type RefundActor, reserveRefund, settleRefund } from '../refunds/refunds.service';
import { stockChanged } from '../stock-change';
import {
  findReturn,
  insertReturn,
  moveReturn,
  type ReturnRow,
  returnFitCounts,
  returnPage,
  setReturnRefund,
  toReturnRecord,
  unitsInOpenReturns,
} from './returns.queries';

// Returns of shipped orders (docs/product/rules.md, Returns): the shopper asks for lines back
// within the owner's window; the shop approves or rejects, receives the parcel, then refunds the
// lines through the refunds of docs/decisions/031. Every step takes the order's row lock first
// (the request counts what is left under it, and a step never waits on a return row while
// holding nothing), then moves the return by a conditional update from the one step before, so
// of two clicks at once one moves it and the other is told where it is.

export type ReturnsDeps = Pick<
  OrdersDeps,
  | 'db'
  | 'payments'
  | 'discounts'
  | 'mailer'
  | 'shopUrl'
  | 'shopInbox'
  | 'onMailError'
  | 'onStockChanged'
  | 'onRefundError'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 20;

const historyStatus = (status: ReturnStatus) => `return_${status}`;

/** Who asks for a return, as the order's history says it. */
function actorOf(viewer: OrderViewer, order: OrderRow): RefundActor {
  const user = viewer.user;
  if (user?.role === 'admin') return { userId: user.id, by: 'admin' };
  if (user && order.userId === user.id) return { userId: user.id, by: 'shopper' };
  return { userId: null, by: 'guest' };
}

/** Why this order cannot be returned now, or null; the shop is not bound by the window. */
function refusal(order: OrderRow, asShop: boolean, windowDays: number, now: Date): string | null {
  if (order.status !== 'shipped' && order.status !== 'completed') return RETURN_MESSAGES.notShipped;
  if (asShop) return null;
  // Every shipped or completed order has shippedAt (the move sets it, migration 0016 filled in
  // older ones); without one the window is unknown, and the shop decides.
  if (order.shippedAt && now.getTime() < order.shippedAt.getTime() + windowDays * DAY_MS) return null;
  return RETURN_MESSAGES.windowPassed(windowDays);
}

async function recordOf(db: Db, row: ReturnRow, order?: OrderRow): Promise<ReturnRecord> {
  const owner = order ?? (await findOrderById(db, row.orderId));
  if (!owner) throw new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
  return toReturnRecord(row, owner, await linesOfOrders(db, [row.orderId]));
}

/**
 * The shopper (or a guest with the order's link or browser, or an admin) asks to send lines of a
 * shipped order back: at most the units neither refunded nor in another open return.
 */
export async function requestReturn(
  deps: ReturnsDeps,
  viewer: OrderViewer,
  orderId: string,
  body: ReturnRequestBody,
  now = new Date(),
): Promise<ReturnRecord> {
  const { db } = deps;
  const found = await findOrderById(db, orderId);
  if (!found || !canSee(viewer, found)) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
  const actor = actorOf(viewer, found);
  const { returnWindowDays } = await readOrderPolicies(db);
  const created = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
    const refused = refusal(order, actor.by === 'admin', returnWindowDays, now);
    if (refused) throw new DomainError(409, refused, 'id');
    const lines = await linesOfOrders(tx, [orderId]);
    const taken = await unitsInOpenReturns(tx, orderId);
    for (const [index, wanted] of body.lines.entries()) {
      const line = lines.find((candidate) => candidate.id === wanted.lineId);
      if (!line) throw new DomainError(400, RETURN_MESSAGES.lineNotInOrder, `lines.${index}.lineId`);
      const left = Math.max(0, line.quantity - line.refundedQuantity - (taken.get(line.id) ?? 0));
      if (wanted.quantity > left)
        throw new DomainError(
          409,
          RETURN_MESSAGES.moreThanBought(`${line.title} (${variantLabel(line)})`, left),
          `lines.${index}.quantity`,
        );
    }
    const row = await insertReturn(tx, {
      orderId,
      lines: body.lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
      reason: body.reason,
      comment: body.comment || null,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    });
    const reason = RETURN_REASONS.find((candidate) => candidate.code === body.reason)?.label ?? body.reason;
    const updated = await updateOrder(
      tx,
      orderId,
      {},
      { status: historyStatus('requested'), at: now.toISOString(), by: actor.by, note: reason },
    );
    return { row, order: updated ?? order, lines };
  });
  const record = toReturnRecord(created.row, created.order, created.lines);
  mailReturnStep(deps, created.order, record);
  return record;
}

/** The admin's list (GET /api/orders/returns): newest first, 20 a page, at one step or all. */
export async function listReturns(db: Db, page: number, status?: ReturnStatus) {
  let { rows, total } = await returnPage(db, (page - 1) * PAGE_SIZE, PAGE_SIZE, status);
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > totalPages)
    ({ rows, total } = await returnPage(db, (totalPages - 1) * PAGE_SIZE, PAGE_SIZE, status));
  const lines = await linesOfOrders(db, [...new Set(rows.map(({ row }) => row.orderId))]);
  return {
    returns: rows.map(({ row, orderNumber, email }) =>
      toReturnRecord(
        row,
        { orderNumber, email },
        lines.filter((line) => line.orderId === row.orderId),
      ),
    ),
    total,
    totalPages,
    page: Math.min(page, totalPages),
  };
}

/** Where a step may come from: the one step before it. */
const PREVIOUS: Record<'approved' | 'rejected' | 'received', ReturnStatus> = {
  approved: 'requested',
  rejected: 'requested',
  received: 'approved',
};

/**
 * An admin's step on a return (approve, reject, receive): the order locked, the return moved from
 * the step before, the step in the order's history, then the shopper mailed.
 */
export async function moveReturnOn(
  deps: ReturnsDeps,
  returnId: string,
  to: keyof typeof PREVIOUS,
  note?: string,
  now = new Date(),
): Promise<ReturnRecord> {
  const { db } = deps;
  if (to === 'rejected' && !note) throw new DomainError(400, RETURN_MESSAGES.noteRequired, 'note');
  const found = await findReturn(db, returnId);
  if (!found) throw new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
  const moved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    if (!order) throw new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
    const row = await moveReturn(tx, returnId, PREVIOUS[to], { status: to, ...(note ? { note } : {}) }, now);
    if (!row) throw await wrongStep(tx, returnId);
    const updated = await updateOrder(
      tx,
      order.id,
      {},
      {
        status: historyStatus(to),
        at: now.toISOString(),
        by: 'admin',
        ...(note ? { note } : {}),
      },
    );
    return { row, order: updated ?? order };
  });
  const record = await recordOf(db, moved.row, moved.order);
  // An approval tells the shopper where and how to send the parcel, as the owner set it now; the
  // step stands even if that cannot be read (the mail then asks the shopper to reply for it).
  const sending = to === 'approved' ? await readOrderPolicies(db).catch(() => undefined) : undefined;
  mailReturnStep(deps, moved.order, record, { sending });
  return record;
}

/** The 409 for a return that is not at the step before: it names where it is. */
async function wrongStep(db: Db, returnId: string): Promise<DomainError> {
  const now = await findReturn(db, returnId);
  if (!now) return new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
  return new DomainError(409, RETURN_MESSAGES.wrongStep(now.status as ReturnStatus), 'status');
}

/**
 * Refunds a received return, once: in one transaction with the order locked, the return moves
 * to 'refunded' from 'received' and the refund of its lines (their paid price, restocked unless
 * told not to) is reserved and recorded on it; the provider is asked after the commit
 * (docs/decisions/031). A second click finds it refunded (409); a refund the reserve refuses
 * (its units refunded by hand meanwhile) leaves it received.
 */
export async function refundReturn(
  deps: ReturnsDeps,
  admin: Pick<UserRow, 'id'>,
  returnId: string,
  { restock }: { restock: boolean },
  now = new Date(),
): Promise<ReturnRecord> {
  const { db } = deps;
  const found = await findReturn(db, returnId);
  if (!found) throw new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
  const actor: RefundActor = { userId: admin.id, by: 'admin' };
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    if (!order) throw new DomainError(404, RETURN_MESSAGES.notFound, 'returnId');
    const claimed = await moveReturn(tx, returnId, 'received', { status: 'refunded' }, now);
    if (!claimed) throw await wrongStep(tx, returnId);
    const reason = RETURN_REASONS.find((candidate) => candidate.code === claimed.reason)?.label;
    const refund = await reserveRefund(
      tx,
      deps.discounts,
      order,
      {
        lines: claimed.lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
        restock,
        reason: `Return: ${reason ?? claimed.reason}`,
      },
      actor,
      now,
    );
    const row = (await setReturnRefund(tx, returnId, refund.id)) ?? claimed;
    const updated = await updateOrder(
      tx,
      order.id,
      {},
      { status: historyStatus('refunded'), at: now.toISOString(), by: 'admin' },
    );
    return { row, refund, order: updated ?? order };
  });
  if (done.refund.restock) await stockChanged(deps, [done.order.id]);
  const settled = await settleRefund(deps, done.refund, now);
  const order = (await findOrderById(db, done.order.id)) ?? done.order;
  const record = await recordOf(db, done.row, order);
  // The return's mail is its refund's: the amount unless the provider refused it.
  mailReturnStep(deps, order, record, {
    refund: { refundCents: settled.amountCents, refundFailed: settled.status === 'failed' },
  });
  return record;
}

/**
 * The fit answers a product's returns give (docs/product/rules.md, Returns): each of its lines
 * returned as too small or too large, in a return not rejected, counts as a 'small' or 'large'
 * answer beside the reviews'.
 */
export function fitAnswersFromReturns(db: Db, productId: string): Promise<{ small: number; large: number }> {
  return returnFitCounts(db, productId);
}
