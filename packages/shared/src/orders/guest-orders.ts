import { z } from 'zod';
import { emailSchema } from '../people/auth-schemas';

// Guest checkout's words and shapes shared by the server and the web app (docs/product/api.md,
// Guest orders): the offer to attach earlier guest orders, the mailed link that does it, and
// "Track your order", which mails a guest the link to an order again.

/** How long a mailed link to claim guest orders works. */
export const CLAIM_LINK_HOURS = 24;

const orders = (count: number) => (count === 1 ? '1 earlier order' : `${count} earlier orders`);

export const GUEST_ORDER_MESSAGES = {
  found: (count: number) => `We found ${orders(count)} for this email`,
  offerHint: (count: number) =>
    count === 1
      ? 'It was placed without an account. We will email you a link to add it to yours.'
      : 'They were placed without an account. We will email you a link to add them to yours.',
  sendLink: 'Email me the link',
  linkSent: (email: string) =>
    `We sent a link to ${email}. Open it to add your earlier orders to your account.`,
  noneFound: 'We found no earlier orders for this email.',
  /** Before the account has opened a link mailed to its address, nobody is told what that email bought. */
  askHint: 'Ordered from us before without an account?',
  askLink: 'Email me a link to add those orders',
  claimInvalid: 'This link has expired or was already used. You can ask for a new one in Your Orders.',
  claimed: (count: number) =>
    count === 0
      ? 'Your email is confirmed. There were no orders placed without an account to add.'
      : count === 1
        ? '1 order was added to your account.'
        : `${count} orders were added to your account.`,
  tokenMissing: 'This link is incomplete. Please open the link from the email again.',
  guestEmailHint: 'We will send your order confirmation and a link to follow your order here.',
  /** The order page when neither this browser nor its link opens the order. */
  orderLinkClosed:
    'This order cannot be opened here. A private order link works for a limited time, and stops once the order is added to an account: then it is in that account’s Your Orders.',
  freshLink: 'Email me a fresh link',
  freshLinkHint:
    'Ordered without an account? We can email a fresh private link to the address the order was placed with.',
  freshLinkSent:
    'If this order was placed without an account, a fresh private link is on its way to the email it was placed with.',
  /** The success page's link to the order's own page. */
  viewOrder: 'View your order',
  /** Track your order (/track-order), for a guest. */
  trackHint:
    'Ordered without an account? Enter your order number and the email you ordered with, and we will email you a link to your order.',
  orderNumberHint: 'It is in your order confirmation email, like VL-ABCD2345.',
  orderNumberMissing: 'Please enter your order number.',
  orderNumberInvalid: 'Please enter the order number as it is in your confirmation email, like VL-ABCD2345.',
  sendTrackLink: 'Email me a link',
  /** The same answer whether or not the number and email match an order: it tells nothing. */
  lookupSent: 'If that order number and email match an order, we have emailed a link to it.',
} as const;

/** The characters an order number ends with ('VL-' and eight of them; no 0, O, 1 or I). */
const ORDER_NUMBER_TAIL = /^(?:VL-?)?([A-Z0-9]{8})$/;

/**
 * An order number as a shopper may type it: any case, with or without 'VL-', spaces or a leading
 * '#' ignored; read as the shop writes it ('VL-ABCD2345').
 */
export const orderNumberSchema = z
  .string({ error: GUEST_ORDER_MESSAGES.orderNumberMissing })
  .max(40, GUEST_ORDER_MESSAGES.orderNumberInvalid)
  .transform((value) => value.replace(/\s+/g, '').replace(/^#/, '').toUpperCase())
  .refine((value) => value !== '', GUEST_ORDER_MESSAGES.orderNumberMissing)
  .refine((value) => value === '' || ORDER_NUMBER_TAIL.test(value), GUEST_ORDER_MESSAGES.orderNumberInvalid)
  .transform((value) => `VL-${ORDER_NUMBER_TAIL.exec(value)?.[1] ?? ''}`);

/** POST /api/orders/lookup: the order number and the email the order was placed with. */
export const orderLookupBodySchema = z.object({ orderNumber: orderNumberSchema, email: emailSchema });
export type OrderLookupBody = z.input<typeof orderLookupBodySchema>;

/**
 * GET /api/orders/guest-orders: how many of the caller's email's guest orders wait to be claimed;
 * null until the account has opened a claim link mailed to that email (an account's email is not
 * proven, and what an address bought is told to nobody else).
 */
export const guestOrdersOfferSchema = z.object({ count: z.number().int().min(0).nullable() });

export const claimBodySchema = z.object({
  token: z
    .string({ error: GUEST_ORDER_MESSAGES.tokenMissing })
    .min(1, GUEST_ORDER_MESSAGES.tokenMissing)
    .max(100, GUEST_ORDER_MESSAGES.claimInvalid),
});

export const claimResponseSchema = z.object({ message: z.string(), claimed: z.number().int().min(0) });
export const claimLinkResponseSchema = z.object({ message: z.string() });
