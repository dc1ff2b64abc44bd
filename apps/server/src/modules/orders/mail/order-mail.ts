import { formatPrice } from '@shop/shared/money';
import { addressLines } from '@shop/shared/orders/address-format';
import { trackingUrl } from '@shop/shared/orders/carriers';
import { wasPaid } from '@shop/shared/orders/orders';
import { type KeptTaxLine, taxLinesToPrint } from '@shop/shared/orders/taxes/taxes';
import { plural } from '@shop/shared/plural';
import type { Db } from '../../../db/client';
import type { Mailer, ShopInbox } from '../../mail';
import { findUserById } from '../../users';
import { newSecret, secretHash } from '../guests/guest-access';
import { setGuestTokenHash } from '../guests/guest-orders.queries';
import { linesOfOrders, type OrderLineRow, type OrderRow, taxLinesOfOrders } from '../orders.queries';
import { deliveryLabel, deliveryPrice } from '../ship-to';
import { boughtColour, type ColourOf, shopColours, unitsLine } from './item-lines';

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  /** The shop's address for links in mail (PUBLIC_URL). */
  shopUrl: string;
  /** Where the shop hears of each paid order (SHOP_EMAIL, else the first admin); not mailed when left out. */
  shopInbox?: ShopInbox;
  /** Hears of an order mail (to the shopper or the shop) that could not be sent (the order stands). */
  onMailError?: (error: unknown, order: OrderRow) => void;
  /** How many days a guest's mailed order link opens its order (ORDER_LINK_DAYS); 90 when left out. */
  orderLinkDays?: number;
}

/**
 * A mail about an order; one taken by a test checkout says so in its subject and first line, so
 * neither the shopper nor the owner can mistake it for a sale.
 */
export function orderMail(order: OrderRow, subject: string, lines: readonly string[], to = order.email) {
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

/** What an order holds, as its mails print it: its lines and its tax by rate. */
export interface OrderContents {
  lines: readonly OrderLineRow[];
  taxLines: readonly KeptTaxLine[];
}

/** An order's lines and money as the cart and every order page show them (one breakdown everywhere: docs/product/rules.md, Money). */
function breakdownLines(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  taxLines: readonly KeptTaxLine[],
  colourOf: ColourOf,
): string[] {
  return [
    ...lines.map(
      (line) =>
        `${unitsLine(line.quantity, line, colourOf)} at ${formatPrice(line.unitPriceCents)}: ${formatPrice(line.unitPriceCents * line.quantity)}`,
    ),
    '',
    `Total price: ${formatPrice(order.subtotalCents)}`,
    `${deliveryLabel(order)}: ${deliveryPrice(order)}`,
    ...(order.discountCents > 0
      ? [`Discount (${order.discountCode ?? ''}): ${formatPrice(-order.discountCents)}`]
      : []),
    ...taxLinesToPrint(taxLines, order.pricesIncludeTax).map(
      (tax) => `${tax.label}: ${formatPrice(tax.cents)}`,
    ),
    `Grand Total: ${formatPrice(order.amountCents)}`,
  ];
}

/** Where and how the order goes, for the mails' reader to check or pack by. */
function deliveryLines(order: OrderRow): string[] {
  if (!order.shippingAddress) return [];
  return [
    'Shipping address:',
    ...addressLines(order.shippingAddress),
    '',
    `Delivery method: ${order.shippingMethodName ?? ''}`,
    '',
  ];
}

/**
 * A paid order's mails, sent after the commit: the confirmation to the shopper and the notice to
 * the shop. A mail that cannot be sent is told to onMailError; the order stands.
 */
export async function mailPaidOrder(deps: OrderMailDeps, order: OrderRow): Promise<void> {
  const [lines, taxLines] = await Promise.all([
    linesOfOrders(deps.db, [order.id]),
    taxLinesOfOrders(deps.db, [order.id]),
  ]);
  const colourOf = await shopColours(deps.db);
  const linkToken = await guestLinkToken(deps, order);
  deps.mailer
    .send(orderConfirmationMail(order, { lines, taxLines }, deps.shopUrl, linkToken, colourOf))
    .catch((error: unknown) => deps.onMailError?.(error, order));
  const { shopInbox } = deps;
  if (!shopInbox) return;
  void (async () => {
    const to = await shopInbox();
    if (!to) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    const shopper = order.userId ? await findUserById(deps.db, order.userId) : undefined;
    await deps.mailer.send(
      newOrderMail(
        order,
        { lines, taxLines },
        { to, shopperName: shopper?.username, shopUrl: deps.shopUrl, colourOf },
      ),
    );
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}

/** Tells the shopper their order is on its way, without waiting for the mail to go. */
export function mailShipped(
  deps: Pick<OrderMailDeps, 'mailer' | 'shopUrl' | 'onMailError'>,
  order: OrderRow,
) {
  deps.mailer
    .send(orderShippedMail(order, deps.shopUrl))
    .catch((error: unknown) => deps.onMailError?.(error, order));
}

/** The shop's own notice of a paid order: what to pack, for whom, and where to manage it. */
export function newOrderMail(
  order: OrderRow,
  { lines, taxLines }: OrderContents,
  {
    to,
    shopperName,
    shopUrl,
    colourOf = boughtColour,
  }: { to: string; shopperName: string | undefined; shopUrl: string; colourOf?: ColourOf },
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
      `Shopper: ${shopperName ? `${shopperName} <${order.email}>` : order.email}${order.guestBrowserHash && !order.userId ? ' (guest checkout)' : ''}`,
      '',
      ...(order.shippingAddress
        ? deliveryLines(order)
        : // An order from before checkout asked for an address: the shopper is asked by mail.
          ['Shipping address: none given at checkout; reply to this mail to ask the shopper for it.', '']),
      ...breakdownLines(order, lines, taxLines, colourOf),
      '',
      'Manage this order:',
      manage.toString(),
    ],
    to,
  );
  return { ...mail, replyTo: order.email };
}

/**
 * A guest's order gets a private link in its confirmation: a new token whose hash replaces any
 * earlier one (only the hash is kept, so a token is shown once, in this mail), for ORDER_LINK_DAYS.
 */
async function guestLinkToken(
  deps: Pick<OrderMailDeps, 'db' | 'orderLinkDays'>,
  order: OrderRow,
  now = new Date(),
): Promise<string | undefined> {
  if (order.guestBrowserHash === null || order.userId !== null || order.claimedAt !== null) return undefined;
  const token = newSecret();
  const days = deps.orderLinkDays ?? 90;
  await setGuestTokenHash(deps.db, order.id, secretHash(token), new Date(now.getTime() + days * 86_400_000));
  return token;
}

/**
 * Mails a guest's order a fresh private link, which replaces the one before (lost, or expired).
 * Only a paid guest order no account has claimed gets one, and only to its own email; the caller
 * answers the same whatever happened, so the answer tells nothing about the order. `askedOn` is
 * the page the guest asked on: the order's own, or Track your order.
 */
export async function mailFreshOrderLink(
  deps: OrderMailDeps,
  order: OrderRow | undefined,
  askedOn = 'its page',
): Promise<void> {
  if (!order || !wasPaid(order.paymentStatus)) return;
  const linkToken = await guestLinkToken(deps, order);
  if (!linkToken) return;
  await deps.mailer.send(
    orderMail(order, `Your private link to Velora order ${order.orderNumber}`, [
      `Here is a fresh private link to your order, as asked for on ${askedOn}.`,
      `It works for ${plural(deps.orderLinkDays ?? 90, 'day', 'days')}; the link you had before no longer does.`,
      '',
      `Order ${order.orderNumber}`,
      '',
      ...followLines(order, deps.shopUrl, linkToken),
      '',
      'If you did not ask for it, you can ignore this email: only you receive the link.',
    ]),
  );
}

/**
 * Where the shopper follows the order: their account's order page, or for a guest the private
 * link (a mail without the token points to the confirmation that has it).
 */
export function followLines(order: OrderRow, shopUrl: string, linkToken?: string): string[] {
  const page = new URL(`/orders/${order.id}`, shopUrl);
  if (linkToken) {
    page.searchParams.set('token', linkToken);
    return [
      'Follow your order here (this link is private: anyone who has it can see the order):',
      page.toString(),
    ];
  }
  if (order.guestBrowserHash !== null && order.userId === null) {
    return ['Follow your order with the private link in your order confirmation email.'];
  }
  return ['Follow your order here:', page.toString()];
}

export function orderConfirmationMail(
  order: OrderRow,
  { lines, taxLines }: OrderContents,
  shopUrl: string,
  linkToken?: string,
  colourOf: ColourOf = boughtColour,
) {
  // The receipt page opens for the same people as the order page: a guest's with the same token.
  const receipt = new URL(`/orders/${order.id}/receipt`, shopUrl);
  if (linkToken) receipt.searchParams.set('token', linkToken);
  return orderMail(order, `Your Velora order ${order.orderNumber}`, [
    'Thank you for your order!',
    '',
    `Order ${order.orderNumber}`,
    '',
    ...deliveryLines(order),
    ...breakdownLines(order, lines, taxLines, colourOf),
    '',
    ...followLines(order, shopUrl, linkToken),
    '',
    'Your receipt:',
    receipt.toString(),
  ]);
}

/** Who carries the parcel and where to follow it: the carrier's own page for a carrier the shop knows. */
function trackingLines(order: Pick<OrderRow, 'carrier' | 'trackingNumber'>): string[] {
  if (!order.carrier && !order.trackingNumber) return [];
  const link = trackingUrl(order.carrier, order.trackingNumber);
  return [
    ...(order.carrier ? [`Carrier: ${order.carrier}`] : []),
    ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
    ...(link ? [`Track your parcel: ${link}`] : []),
    '',
  ];
}

export function orderShippedMail(order: OrderRow, shopUrl: string) {
  return orderMail(order, `Your Velora order ${order.orderNumber} has shipped`, [
    'Good news: your order is on its way.',
    '',
    `Order ${order.orderNumber}`,
    '',
    ...trackingLines(order),
    ...followLines(order, shopUrl),
  ]);
}
