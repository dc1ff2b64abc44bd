// Order statuses and their texts, shared by the cart page, the tracker and the
// API. No zod here, so the first bundle can show a cart badge without a validator.
import { plural } from '../plural';

/** The most of one variant a cart line or an order may hold. */
export const MAX_LINE_QUANTITY = 99;
/** The most distinct lines a cart or an order may hold. */
export const MAX_CART_LINES = 50;
/**
 * The most one order may come to, tax included: $999,999.99, the most one card payment may be
 * (Stripe's limit), which also keeps every order total within the database's integer.
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** The fulfilment steps an admin moves a paid order through; any order between them is allowed. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A cancelled order leaves the steps: it is not fulfilled (its money goes back). */
export const CANCELLED = 'cancelled';
/** Every status an order may have: the fulfilment steps, or cancelled. */
export const ANY_ORDER_STATUSES = [...ORDER_STATUSES, CANCELLED] as const;
export type OrderState = (typeof ANY_ORDER_STATUSES)[number];

/** What the tracker shows for a cancelled order instead of its steps. */
export const CANCELLED_STEP = {
  label: 'Cancelled',
  description: 'Your order was cancelled. Anything paid for it is refunded.',
} as const;

/** Why a shopper may cancel, offered on the order page (the admin may write any reason). */
export const CANCEL_REASONS = [
  'I changed my mind',
  'I ordered by mistake',
  'I found it cheaper elsewhere',
  'Delivery takes too long',
  'Other',
] as const;

export const CANCEL_MESSAGES = {
  reasonRequired: 'Please tell us why the order is cancelled.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  alreadyCancelled: 'This order is already cancelled.',
  shipped: 'This order has shipped and can no longer be cancelled. You can ask to return it once it arrives.',
  notPlaced: 'This checkout has ended already: there is nothing to cancel.',
  windowPassed: (minutes: number) =>
    `This order can no longer be cancelled online: that is possible for ${plural(minutes, 'minute', 'minutes')} after paying. Please contact us.`,
  cancelled: 'The order was cancelled.',
} as const;

/**
 * Whether the shop has the money: only a paid order is fulfilled. A refund (part or all) moves a
 * paid order to partially_refunded or refunded; it was paid all the same.
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The payment states of an order that was paid: the sale happened, whatever was refunded since.
 * Earnings (gross), purchases, verified reviews and the owner's order list count these.
 */
export const WAS_PAID_STATUSES = [
  'paid',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

/** Whether an order in this payment state was paid (WAS_PAID_STATUSES). */
export function wasPaid(paymentStatus: string): boolean {
  return (WAS_PAID_STATUSES as readonly string[]).includes(paymentStatus);
}

/** The tracker's steps and texts (docs/product/screens.md, Order progress). */
export const ORDER_STEPS: readonly { status: OrderStatus; label: string; description: string }[] = [
  {
    status: 'pending',
    label: 'Pending',
    description: 'Your order has been created and is awaiting processing.',
  },
  { status: 'processing', label: 'Processing', description: 'Your order is currently being processed.' },
  { status: 'shipped', label: 'Shipped', description: 'Your order has been shipped.' },
  { status: 'completed', label: 'Completed', description: 'Your order has been successfully completed.' },
];

export const ORDER_MESSAGES = {
  loginToPay: 'Please log in to proceed with payment.',
  cartEmpty: 'Your cart is Empty',
  orderIdMissing: 'Error: Order ID is missing!',
  orderFetchFailed: 'Error fetching order.',
  noOrderFound: 'No order found!',
  noOrders: 'No orders available.',
  orderDeleted: 'Order deleted successfully',
  /** A paid order is history: the shopper's and the shop's books keep it. */
  paidOrderKept:
    "A paid order cannot be deleted: it stays in the shopper's history and in the shop's earnings.",
  /** ORDER_STATUSES in their order: a status never goes back. */
  statusOnlyForward: "An order's status only moves forward: pending, processing, shipped, completed.",
  statusUpdateFailed: 'Failed to update status.',
  orderNotFound: 'Order not found',
  cardDeclined: 'Your card was declined. Please try another card.',
  checkoutExpired: 'This checkout has expired. Please go back to your cart and check out again.',
  checkoutReplaced: 'A newer checkout of yours replaced this one. Please check out again from your cart.',
  /** Open checkouts from one client address hold at most this many units together. */
  tooManyHeld: (cap: number) =>
    `Checkouts from your network may hold at most ${plural(cap, 'item', 'items')} at once. Please pay for or cancel an open checkout, or check out fewer items.`,
  /** MAX_ORDER_TOTAL_CENTS as shoppers read it. */
  orderTooLarge: 'An order can come to at most $999,999.99. Please split it into smaller orders.',
} as const;
