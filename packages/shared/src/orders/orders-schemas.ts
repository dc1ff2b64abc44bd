// Request and answer schemas of the orders API (docs/product/api.md, Orders).
import { z } from 'zod';
import { emailSchema } from '../people/auth-schemas';
import { recordId } from '../record-id';
import { CARRIER_LIMITS, CARRIER_MESSAGES, knownCarrier } from './carriers';
import { cartLineInputSchema } from './cart-schemas';
import {
  ANY_ORDER_STATUSES,
  CANCEL_MESSAGES,
  MAX_CART_LINES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from './orders';
import { refundSchema } from './refunds-schemas';
import { returnRecordSchema } from './returns-schemas';
import { SHIPPING_MESSAGES } from './shipping';
import { orderShippingAddressSchema, shippingAddressSchema } from './shipping-schemas';

export const checkoutBodySchema = z.object({
  products: z
    .array(cartLineInputSchema, { error: 'products must be a list of cart lines' })
    .min(1, 'products must hold at least one line')
    .max(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} lines.`),
  user_email: emailSchema,
  /** Where the order goes: its snapshot stays on the order. */
  shippingAddress: shippingAddressSchema,
  /** A method GET /api/shipping/methods offered; the server prices it (never the body). */
  shippingMethodId: recordId(SHIPPING_MESSAGES.methodRequired),
  /** Keep the address in the shopper's address book too. */
  saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).optional(),
  /** A discount code (case does not matter); the server works out what it takes off, never the body. */
  discountCode: z
    .string({ error: 'discountCode must be the text of a code' })
    .trim()
    .max(100, 'discountCode must be the text of a code')
    .optional()
    .transform((code) => code || undefined),
  /**
   * 'Email me about my order', ticked: one reminder may go if the checkout is left unpaid
   * (docs/product/rules.md, Checkout reminders). Left out, it is false.
   */
  mailConsent: z.boolean({ error: 'mailConsent must be true or false' }).optional(),
});
/** The body as a browser sends it. */
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
/** The body as the server reads it, once checked. */
export type CheckoutInput = z.output<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({ id: z.string(), url: z.string() });

export const sessionIdBodySchema = z.object({
  session_id: z.string({ error: 'session_id is required' }).min(1, 'session_id is required').max(300),
});

/** Printable ASCII: what carriers print on a label. */
const TRACKING_NUMBER = /^[\x20-\x7E]+$/;
/** Any text but control and invisible format characters. */
const CARRIER_NAME = /^[^\p{C}]+$/u;

/** An optional text: null and empty (after trimming) count as left out. */
const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => text === '' || (text.length <= max && pattern.test(text)), message)
    .nullish()
    .transform((value) => value || undefined);

export const orderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: () => `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
    /** Who carries the parcel: a known carrier (spelled as KNOWN_CARRIERS has it) or any other name. */
    carrier: optionalText(CARRIER_LIMITS.carrier, CARRIER_NAME, CARRIER_MESSAGES.carrierInvalid).transform(
      (name) => (name ? (knownCarrier(name)?.name ?? name) : undefined),
    ),
    trackingNumber: optionalText(
      CARRIER_LIMITS.trackingNumber,
      TRACKING_NUMBER,
      CARRIER_MESSAGES.trackingNumberInvalid,
    ),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'shipped') return;
    for (const field of ['carrier', 'trackingNumber'] as const)
      if (body[field])
        ctx.addIssue({ code: 'custom', path: [field], message: CARRIER_MESSAGES.onlyWhenShipped });
  });
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;
/** A status change as the server takes it: the carrier spelled as KNOWN_CARRIERS has it. */
export type OrderStatusChange = z.output<typeof orderStatusBodySchema>;

/** POST /api/orders/:id/cancel: why (a shopper picks one of CANCEL_REASONS; an admin writes any). */
export const cancelOrderBodySchema = z.object({
  reason: z
    .string({ error: CANCEL_MESSAGES.reasonRequired })
    .trim()
    .min(1, CANCEL_MESSAGES.reasonRequired)
    .max(500, CANCEL_MESSAGES.reasonTooLong),
});

/** A payment state to list orders in, or every state of an order that was paid (WAS_PAID_STATUSES). */
export const PAYMENT_STATUS_FILTERS = [...PAYMENT_STATUSES, 'was_paid'] as const;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only orders in this status. */
  status: z
    .enum(ANY_ORDER_STATUSES, { error: () => `status must be one of: ${ANY_ORDER_STATUSES.join(', ')}` })
    .optional(),
  /**
   * Only orders in this payment state, or `was_paid` for every order that was paid, refunded ones
   * included (Manage orders asks for those).
   */
  paymentStatus: z
    .enum(PAYMENT_STATUS_FILTERS, {
      error: () => `paymentStatus must be one of: ${PAYMENT_STATUS_FILTERS.join(', ')}`,
    })
    .optional(),
  /** An order number (or its start) or part of the customer's email. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  /** `open`: only orders with a return waiting on the shop (requested, approved or received). */
  returns: z.enum(['open'], { error: () => 'returns must be: open' }).optional(),
});
export type OrderListFilters = Pick<
  z.infer<typeof orderListQuerySchema>,
  'status' | 'paymentStatus' | 'search' | 'returns'
>;

export const orderLineSchema = z.object({
  /** The order line's own id: the lineId a refund or a return names. */
  id: z.string(),
  variantId: z.string().nullable(),
  productId: z.string().nullable(),
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  /** The variant's SKU when it was bought; null for lines older than SKUs. */
  sku: z.string().nullable(),
  price: z.number(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  /** This line's part of the order's discount code, in cents (0 without one). */
  discountCents: z.number().int(),
  /** The rate it was taxed at (percent: 7.25) and its part of the order's tax, in cents, as kept. */
  taxRate: z.number(),
  taxCents: z.number().int(),
});

/** The order's tax at one rate, as charged: 'HST', 13, 1300. */
export const orderTaxLineSchema = z.object({
  name: z.string(),
  /** In percent: 13 is 13 %. */
  rate: z.number(),
  /** 'HST (13%)', or 'Includes VAT (20%)' when the prices had it in them. */
  label: z.string(),
  taxableCents: z.number().int(),
  tax: z.number(),
  taxCents: z.number().int(),
});
export type OrderTaxLine = z.infer<typeof orderTaxLineSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderId: z.string(),
  email: z.string(),
  status: z.enum(ANY_ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Dollars with two decimals; amountCents is exact. */
  amount: z.number(),
  amountCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  /** The tax by rate, as charged (one line for the shop's own rates; Stripe Tax may give several). */
  taxLines: z.array(orderTaxLineSchema),
  /** The prices had the tax in them (VAT style): taxCents is part of the amount, not added to it. */
  pricesIncludeTax: z.boolean(),
  /** The delivery's part of taxCents (0 where delivery is not taxed). */
  shippingTaxCents: z.number().int(),
  /** Where and how it goes; null on orders from before checkout asked. */
  shippingAddress: orderShippingAddressSchema.nullable(),
  shippingMethod: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What delivery cost, in dollars (0 when free); shippingPriceCents is exact. */
  shippingPrice: z.number(),
  shippingPriceCents: z.number().int(),
  /** The discount code used (as the owner wrote it), and what it took off the goods or delivery. */
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  discountCents: z.number().int(),
  /** Filled in when the shop marks the order shipped. */
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  currency: z.string(),
  items: z.array(orderLineSchema),
  /** Every refund of the order, oldest first, failed ones included (they refunded nothing). */
  refunds: z.array(refundSchema),
  /** What refunds took back, pending ones included: dollars, and refundedCents exact. */
  refundedAmount: z.number(),
  refundedCents: z.number().int(),
  /** Each step with its time; after-sale steps (cancel, refund, return) say who and why. */
  statusHistory: z.array(
    z.object({ status: z.string(), at: z.string(), by: z.string().optional(), note: z.string().optional() }),
  ),
  /** Set once the order is cancelled (status 'cancelled'), with the reason given. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When it first shipped: returns may be asked for within the owner's window from here. */
  shippedAt: z.string().nullable(),
  /** Its return requests, oldest first, with the shop's steps on them. */
  returns: z.array(returnRecordSchema),
  paidAt: z.string().nullable(),
  /** The receipt's number ('2026-000123'), given at payment; null while unpaid. */
  invoiceNumber: z.string().nullable(),
  /** Paid (or to be paid) through the built-in test checkout, where no money moves. */
  testCheckout: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
