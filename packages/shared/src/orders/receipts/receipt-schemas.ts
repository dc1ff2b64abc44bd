// A paid order's receipt (docs/product/api.md, Receipts; docs/product/rules.md, Receipts): what
// the receipt page shows and the PDF prints, from what the order kept when it was paid. The
// words both print are here too, so the page and the PDF never disagree.
import { z } from 'zod';
import { formatPrice } from '../../money';
import { SHIPPING_MESSAGES } from '../shipping';
import { orderShippingAddressSchema } from '../shipping-schemas';

/** An amount as every API answer gives it: dollars as a number, and the exact whole cents. */
const money = { amount: z.number(), amountCents: z.number().int() };

export const receiptSchema = z.object({
  /** The order's id, for its links. */
  orderId: z.string(),
  /** 'VL-8J6PLLZW' */
  orderNumber: z.string(),
  /** '2026-000123', given when the order was paid. */
  invoiceNumber: z.string(),
  paidAt: z.string(),
  /** Paid through the built-in test checkout, where no money moves. */
  testCheckout: z.boolean(),
  currency: z.string(),
  /** Who sells: the tax settings' legal name (the shop's name 'Velora' without one), tax number, address. */
  seller: z.object({
    name: z.string(),
    taxNumber: z.string().nullable(),
    address: orderShippingAddressSchema.nullable(),
  }),
  /** Who bought: the order's email and shipping address (null on orders from before checkout asked). */
  billTo: z.object({ email: z.string(), address: orderShippingAddressSchema.nullable() }),
  /** Each line as bought: the size and colour as the shop writes them ('M', 'Navy'). */
  lines: z.array(
    z.object({
      title: z.string(),
      size: z.string(),
      colour: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      unitPriceCents: z.number().int(),
      total: z.number(),
      totalCents: z.number().int(),
    }),
  ),
  subtotal: z.number(),
  subtotalCents: z.number().int(),
  /** What the order's discount code took off, or null without one. */
  discount: z.object({ code: z.string(), ...money }).nullable(),
  /** 'Delivery (Standard)' and its price (0 when free). */
  delivery: z.object({ label: z.string(), ...money }),
  /** The prices had the tax in them: the tax lines read 'Includes VAT (20%)' and add nothing. */
  pricesIncludeTax: z.boolean(),
  /** The tax by rate as charged: 'HST (13%)' or 'Includes VAT (20%)'. */
  taxLines: z.array(z.object({ label: z.string(), ...money })),
  total: z.number(),
  totalCents: z.number().int(),
  /** Each refund made, with the credit note it was given, oldest first; its `tax` is the tax part. */
  creditNotes: z.array(
    z.object({
      number: z.string(),
      date: z.string(),
      ...money,
      tax: z.number(),
      taxCents: z.number().int(),
    }),
  ),
  /** The credit notes' amounts together. */
  refundedTotal: z.number(),
  refundedTotalCents: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The words a receipt prints, on the page and in the PDF alike. */
export const RECEIPT_WORDS = {
  title: 'Receipt',
  billTo: 'Bill to',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  total: 'Total',
  creditNotes: 'Credit notes',
  refundedTotal: 'Refunded in total',
  testCheckout: 'Test checkout: no money moved',
  taxNumber: 'Tax number',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Dec 6, 2026', in UTC: the day the invoice number's year is judged by, so a receipt reads the
 * same on every screen, in the PDF and in any time zone.
 */
export function receiptDay(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Paid by card on Dec 6, 2026': every order is paid by card, on Stripe's page or the test one. */
export function paymentLine(receipt: Pick<Receipt, 'paidAt'>): string {
  return `Paid by card on ${receiptDay(receipt.paidAt)}`;
}

/** What delivery cost: 'Free' rather than $0.00, as every order page writes it. */
export function deliveryAmount(cents: number): string {
  return cents === 0 ? SHIPPING_MESSAGES.free : formatPrice(cents);
}

/** The PDF's address in the API; a guest's private link's token goes on with it. */
export function receiptPdfPath(orderId: string, token?: string | null): string {
  const path = `/api/orders/${encodeURIComponent(orderId)}/receipt.pdf`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
