import { BACKGROUND_LOCKS, runAlone } from '../../../db/background-lock';
import { expiredHolds, type OrderRow } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { settlePendingRefunds } from '../refunds/refunds.service';
import { stockChanged } from '../stock-change';
import { endCheckout, markPaid } from './order-settlement';
import { announcePaid } from './payment-events.service';
import { taxChargedFor } from './provider-tax';

/**
 * Releases holds that ran out, after asking the provider whether their sessions were paid
 * after all (then the order is fulfilled instead). One instance at a time; returns how many
 * orders it looked at, or null when another instance holds the lock.
 *
 * An order the provider cannot be asked about now is left for the next round and the others
 * are settled: one failing session must not keep every other hold from going back to stock.
 * Mail and metrics wait for the commit, so a round that rolls back tells nobody anything.
 * The instance that ran the round then asks again about refunds left pending (refunds.service.ts).
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
          const tax = await taxChargedFor(deps, order);
          const result = await tx.transaction((inner) => markPaid(inner, deps.discounts, order.id, now, tax));
          if (result.fulfilled) {
            paid.push(result.order);
            settled.push(order.id);
          }
          continue;
        }
        if (sessionId) await deps.payments.expireSession(sessionId);
        if (
          (await tx.transaction((inner) => endCheckout(inner, deps.discounts, order.id, 'expired', now)))
            .ended
        ) {
          expired++;
          settled.push(order.id);
        }
      } catch (error) {
        deps.onReconcileError?.(error, order);
      }
    }
  });
  if (!ran) return null;
  // Refunds the provider has not answered for a while are asked about again by the instance that
  // ran the round, after its transaction: each refund settles in its own short transaction, so no
  // order stays locked while the provider is asked, and asking twice is harmless (the same
  // idempotency key; a settle only moves a refund from pending).
  await settlePendingRefunds(deps, now);
  await stockChanged(deps, settled);
  for (const order of paid) await announcePaid(deps, order);
  for (let i = 0; i < expired; i++) deps.events?.holdExpired();
  return seen;
}
