import {
  onTheList,
  STOCK_ALERT_MESSAGES,
  type StockAlertAnswer,
  type StockAlertConfirmed,
  type StockAlertsWaiting,
  waitingFor,
} from '@shop/shared/catalog/stock-alerts-schemas';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { colorBook, variantsForSale } from '../catalog';
import { type Mailer, mailStopped } from '../mail';
import { confirmMail, requestOfToken, type StockAlertMailDeps } from './stock-alert-mails';
import {
  confirmRequest,
  confirmWaitingFor,
  countWaitingOn,
  insertWaitingRequest,
} from './stock-alerts.queries';

// Requests to hear when a sold-out size is back (docs/product/rules.md, Back-in-stock alerts).

export interface StockAlertsDeps extends StockAlertMailDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

/** Who asks: a logged-in shopper (their account's address), or a guest with the address they gave. */
export type Asker = { userId: string; email: string } | { userId: null; email: string | undefined };

/**
 * Records a request. The answer depends on the variant and on who asks (a guest must confirm),
 * never on what the address did before: already waiting, stopped or new all answer the same,
 * so nobody learns whether an address waits.
 */
export async function requestAlert(
  deps: StockAlertsDeps,
  asker: Asker,
  variantId: string,
): Promise<StockAlertAnswer> {
  const variant = (await variantsForSale(deps.db, [variantId])).get(variantId);
  if (!variant) throw new DomainError(400, STOCK_ALERT_MESSAGES.unknownVariant, 'variantId');
  if (variant.available > 0) throw new DomainError(400, STOCK_ALERT_MESSAGES.inStock, 'variantId');
  if (!asker.email) throw new DomainError(400, AUTH_MESSAGES.invalidEmail, 'email');
  const email = asker.email.trim().toLowerCase();
  const shopper = asker.userId !== null;

  await deps.db.transaction(async (tx) => {
    // An address that stopped alerts gets no confirm mail; a shopper's request is kept and the
    // round marks it stopped, as it does every request of such an address.
    if (!shopper && (await mailStopped(tx, email, 'stock_alerts'))) return;
    const now = deps.now();
    const id = await insertWaitingRequest(tx, {
      variantId,
      email,
      userId: asker.userId,
      confirmedAt: shopper ? now : null,
    });
    if (id === null) {
      // Already waiting: a shopper's tap confirms a guest's request for their own address; a
      // guest gets no second confirm mail.
      if (asker.userId !== null) await confirmWaitingFor(tx, variantId, email, asker.userId, now);
      return;
    }
    if (!shopper) {
      const colour = (await colorBook(tx)).labelOf(variant.color);
      await deps.mailer.enqueue(tx, confirmMail(deps, { email, requestId: id, variant, colour }));
    }
  });
  return { message: waitingFor(variant.size), confirmByMail: !shopper };
}

/** The confirm link's page: the request waits confirmed from now on. */
export async function confirmAlert(deps: StockAlertsDeps, token: string): Promise<StockAlertConfirmed> {
  const id = requestOfToken(deps.linkKey, token);
  const confirmed = id ? await confirmRequest(deps.db, id, deps.now()) : null;
  if (!confirmed) throw new DomainError(400, STOCK_ALERT_MESSAGES.linkNotValid, 'token');
  const variant = (await variantsForSale(deps.db, [confirmed.variantId])).get(confirmed.variantId);
  if (!variant) return { message: "You're on the list.", product: null };
  const { handle, title, size, color } = variant;
  return { message: onTheList(size), product: { handle, title, size, color } };
}

/** Confirmed requests waiting on each size of these products (Manage Products). */
export async function waitingOn(db: Db, productIds: readonly string[]): Promise<StockAlertsWaiting> {
  return { waiting: await countWaitingOn(db, productIds) };
}
