import { formatPrice } from '@shop/shared/money';
import { RETURN_REASONS } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import type { OrderRow } from '../orders.queries';
import { followLines, type OrderMailDeps, orderMail } from './order-mail';

// The mails of a return's steps (docs/product/rules.md, Returns): the shopper's at each step, and
// the shop's notice of a new request. The order's own mails are order-mail.ts.

/** A return's lines as its mails list them. */
function returnedLines(request: ReturnRecord): string[] {
  return request.lines.map((line) => `${line.quantity} x ${line.title} (size ${line.size}, ${line.color})`);
}

const reasonLabel = (request: ReturnRecord) =>
  RETURN_REASONS.find((reason) => reason.code === request.reason)?.label ?? request.reason;

/** The shopper's mail for each step of a return (docs/product/rules.md, Returns). */
export function returnStepMail(order: OrderRow, request: ReturnRecord, shopUrl: string, refundCents = 0) {
  const head = [`Order ${order.orderNumber}`, '', ...returnedLines(request), ''];
  const note = request.note ? [`Our note: ${request.note}`, ''] : [];
  const follow = followLines(order, shopUrl);
  switch (request.status) {
    case 'requested':
      return orderMail(order, `We received your return request for order ${order.orderNumber}`, [
        'We received your request to return these items:',
        '',
        ...head,
        `Reason: ${reasonLabel(request)}`,
        ...(request.comment ? [`Your comment: ${request.comment}`] : []),
        '',
        'We will look at it and email you what happens next. Please do not send anything back before we approve it.',
        '',
        ...follow,
      ]);
    case 'approved':
      return orderMail(order, `Your return for order ${order.orderNumber} is approved`, [
        'Good news: your return is approved.',
        '',
        ...head,
        ...note,
        'What to do now: pack the items above, put a note with your order number in the parcel, and send it back to us.',
        'Once it arrives we refund the items to the card you paid with.',
        '',
        ...follow,
      ]);
    case 'rejected':
      return orderMail(order, `Your return for order ${order.orderNumber} was not accepted`, [
        'We are sorry: we cannot accept this return.',
        '',
        ...head,
        ...note,
        'Reply to this mail if you have a question.',
        '',
        ...follow,
      ]);
    case 'received':
      return orderMail(order, `We received your returned items for order ${order.orderNumber}`, [
        'Your returned items arrived. We are checking them and will refund you shortly.',
        '',
        ...head,
        ...follow,
      ]);
    case 'refunded':
      return orderMail(order, `Your return for order ${order.orderNumber} is refunded`, [
        `We are refunding ${formatPrice(refundCents)} for your returned items to the card you paid with.`,
        'Depending on your bank it shows within 5 to 10 business days.',
        '',
        ...head,
        ...follow,
      ]);
  }
}

/** The shop's notice of a new return request: what comes back, why, and where to decide on it. */
export function newReturnMail(
  order: OrderRow,
  request: ReturnRecord,
  { to, shopUrl }: { to: string; shopUrl: string },
) {
  const manage = new URL('/dashboard/manage-orders', shopUrl);
  manage.searchParams.set('search', order.orderNumber);
  const mail = orderMail(
    order,
    `Return requested for order ${order.orderNumber}`,
    [
      `${order.email} asks to return items of order ${order.orderNumber}:`,
      '',
      ...returnedLines(request),
      '',
      `Reason: ${reasonLabel(request)}`,
      ...(request.comment ? [`Comment: ${request.comment}`] : []),
      '',
      'Approve or reject it here:',
      manage.toString(),
    ],
    to,
  );
  return { ...mail, replyTo: order.email };
}

/**
 * Mails the shopper a return's step without waiting (the step stands if it cannot be sent); a new
 * request also tells the shop's inbox.
 */
export function mailReturnStep(
  deps: Pick<OrderMailDeps, 'mailer' | 'shopUrl' | 'shopInbox' | 'onMailError'>,
  order: OrderRow,
  request: ReturnRecord,
  refundCents = 0,
) {
  deps.mailer
    .send(returnStepMail(order, request, deps.shopUrl, refundCents))
    .catch((error: unknown) => deps.onMailError?.(error, order));
  const { shopInbox } = deps;
  if (request.status !== 'requested' || !shopInbox) return;
  void (async () => {
    const to = await shopInbox();
    if (!to) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    await deps.mailer.send(newReturnMail(order, request, { to, shopUrl: deps.shopUrl }));
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}
