import { formatPrice } from '@shop/shared/money';
import { addressLines } from '@shop/shared/orders/address-format';
import type { OrderPolicies } from '@shop/shared/orders/order-policies';
import { RETURN_REASONS } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import type { OrderRow } from '../orders.queries';
import { boughtColour, type ColourOf, shopColours, unitsLine } from './item-lines';
import { followLines, type OrderMailDeps, orderMail } from './order-mail';
import { CARD_TIMING } from './refund-mail';

// The mails of a return's steps (docs/product/rules.md, Returns): the shopper's at each step, and
// the shop's notice of a new request. The order's own mails are order-mail.ts.

/** A return's lines as its mails list them. */
function returnedLines(request: ReturnRecord, colourOf: ColourOf): string[] {
  return request.lines.map((line) => unitsLine(line.quantity, line, colourOf));
}

/** Where and how the parcel goes back: the owner's returns address and instructions (Order policies). */
export type ReturnSending = Pick<OrderPolicies, 'shopAddress' | 'returnInstructions'>;

/** What a refunded return's mail says of the money: the amount the provider took on, or that it refused. */
export interface ReturnRefundOutcome {
  refundCents: number;
  refundFailed?: boolean;
}

/**
 * The approved mail's "where to": the shop's returns address as a label reads, and the owner's
 * instructions; without an address, how to ask for it, never a blank.
 */
function sendingLines(sending: ReturnSending | undefined): string[] {
  const address = sending?.shopAddress;
  const instructions = sending?.returnInstructions.trim();
  return [
    ...(address
      ? [
          'What to do now: pack the items above, put a note with your order number in the parcel, and send it back to us at:',
          '',
          ...addressLines(address),
        ]
      : [
          'What to do now: pack the items above, put a note with your order number in the parcel, and send it back to us.',
          'Reply to this mail and we will send you the address to send it to.',
        ]),
    '',
    ...(instructions ? ['How to send it:', instructions, ''] : []),
  ];
}

const reasonLabel = (request: ReturnRecord) =>
  RETURN_REASONS.find((reason) => reason.code === request.reason)?.label ?? request.reason;

/**
 * The shopper's mail for each step of a return (docs/product/rules.md, Returns): an approved one
 * says where and how to send the parcel (`sending`), a refunded one what comes back (`refund`).
 */
export function returnStepMail(
  order: OrderRow,
  request: ReturnRecord,
  shopUrl: string,
  {
    sending,
    refund = { refundCents: 0 },
    colourOf = boughtColour,
  }: { sending?: ReturnSending; refund?: ReturnRefundOutcome; colourOf?: ColourOf } = {},
) {
  const head = [`Order ${order.orderNumber}`, '', ...returnedLines(request, colourOf), ''];
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
        ...sendingLines(sending),
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
        ...(refund.refundFailed
          ? [
              'Your returned items could not be refunded to your card automatically: we will refund them shortly.',
            ]
          : [
              `We are refunding ${formatPrice(refund.refundCents)} for your returned items to the card you paid with.`,
              CARD_TIMING,
            ]),
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
  { to, shopUrl, colourOf = boughtColour }: { to: string; shopUrl: string; colourOf?: ColourOf },
) {
  const manage = new URL('/dashboard/manage-orders', shopUrl);
  manage.searchParams.set('search', order.orderNumber);
  const mail = orderMail(
    order,
    `Return requested for order ${order.orderNumber}`,
    [
      `${order.email} asks to return items of order ${order.orderNumber}:`,
      '',
      ...returnedLines(request, colourOf),
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
 * request also tells the shop's inbox. A refunded return's mail is the mail of its refund.
 */
export function mailReturnStep(
  deps: Pick<OrderMailDeps, 'db' | 'mailer' | 'shopUrl' | 'shopInbox' | 'onMailError'>,
  order: OrderRow,
  request: ReturnRecord,
  details: { sending?: ReturnSending; refund?: ReturnRefundOutcome } = {},
) {
  // The shop's spelling of the colours, read once for both mails.
  const colours = shopColours(deps.db);
  void (async () => {
    const colourOf = await colours;
    await deps.mailer.send(returnStepMail(order, request, deps.shopUrl, { ...details, colourOf }));
  })().catch((error: unknown) => deps.onMailError?.(error, order));
  const { shopInbox } = deps;
  if (request.status !== 'requested' || !shopInbox) return;
  void (async () => {
    const colourOf = await colours;
    const to = await shopInbox();
    if (!to) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    await deps.mailer.send(newReturnMail(order, request, { to, shopUrl: deps.shopUrl, colourOf }));
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}
