import { wasPaid } from '@shop/shared/orders/orders';
import { followLines, mailFreshOrderLink, type OrderMailDeps, orderMail } from '../mail/order-mail';
import type { OrderRow } from '../orders.queries';
import { findOrderByNumberAndEmail } from './guest-orders.queries';

// "Track your order" (docs/product/api.md, Guest orders): a guest who lost the mail or the
// browser that ordered gives the order number and the email, and the order's email gets the way
// back to it. Whoever asks learns nothing: the answer is one sentence whatever the order, and the
// mail goes only to the email the order was placed with.

/** Where the page that asked is named in the mail. */
const ASKED_ON = 'our Track your order page';

/**
 * Mails the order's email the way to the order when the number and the email match a paid one:
 * a guest's order no account has claimed a fresh private link (which replaces the one before),
 * an account's order (or a guest's that joined one) the account's order page, behind the login.
 * Anything else (no such order, another email, never paid, an order of a deleted account) mails
 * nobody. The caller answers before this runs, so neither the answer nor its time tells which.
 */
export async function mailOrderFound(
  deps: OrderMailDeps,
  lookup: { orderNumber: string; email: string },
): Promise<void> {
  const order = await findOrderByNumberAndEmail(deps.db, lookup.orderNumber, lookup.email);
  if (!order || !wasPaid(order.paymentStatus)) return;
  if (order.userId === null) {
    await mailFreshOrderLink(deps, order, ASKED_ON);
    return;
  }
  await deps.mailer.send(accountOrderMail(order, deps.shopUrl));
}

/**
 * An account's order follows the login, never a link anyone holding the mail could open: the
 * order page, and the way back in for a shopper who forgot the password too.
 */
export function accountOrderMail(order: OrderRow, shopUrl: string) {
  return orderMail(order, `Where to find your Velora order ${order.orderNumber}`, [
    `You asked on ${ASKED_ON} where to follow this order.`,
    '',
    `Order ${order.orderNumber}`,
    '',
    'It is in your Velora account: log in to the account it was placed with, and it is in Your Orders.',
    ...followLines(order, shopUrl),
    '',
    'Forgot your password? You can choose a new one here:',
    new URL('/forget-password', shopUrl).toString(),
    '',
    'If you did not ask, you can ignore this email.',
  ]);
}
