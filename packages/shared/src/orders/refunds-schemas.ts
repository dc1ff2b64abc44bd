// Refunds of a paid order (docs/product/api.md, Refunds; docs/product/rules.md, Refunds): the
// admin's request, and the record the order carries.
import { z } from 'zod';
import { recordId } from '../record-id';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_CENTS } from './orders';
import { REFUND_LIMITS, REFUND_MESSAGES, REFUND_STATUSES } from './refunds';

/** Dollars as every API price is: more than 0, at most two decimals, at most one order's total. */
const refundAmountSchema = z
  .number({ error: REFUND_MESSAGES.amountInvalid })
  .refine(
    (dollars) =>
      Number.isFinite(dollars) &&
      dollars > 0 &&
      Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6 &&
      Math.round(dollars * 100) <= MAX_ORDER_TOTAL_CENTS,
    REFUND_MESSAGES.amountInvalid,
  );

export const refundLineInputSchema = z.object(
  {
    lineId: recordId(REFUND_MESSAGES.lineIdInvalid),
    quantity: z
      .number({ error: REFUND_MESSAGES.quantityInvalid })
      .int(REFUND_MESSAGES.quantityInvalid)
      .min(1, REFUND_MESSAGES.quantityInvalid)
      .max(MAX_LINE_QUANTITY, REFUND_MESSAGES.quantityInvalid),
  },
  { error: REFUND_MESSAGES.linesInvalid },
);

/**
 * POST /api/orders/:id/refunds. Lines refund their paid price (tax included, in proportion) and
 * count those units refunded (and restocked with `restock`); an amount refunds that much (a
 * goodwill gesture, the delivery). Both together: the lines' units are refunded (and restocked)
 * and the money is `amount` instead of their price. The server takes it as RefundInput (cents).
 */
export const refundBodySchema = z
  .object({
    lines: z
      .array(refundLineInputSchema, { error: REFUND_MESSAGES.linesInvalid })
      .max(MAX_CART_LINES, REFUND_MESSAGES.linesInvalid)
      .optional(),
    amount: refundAmountSchema.optional(),
    restock: z.boolean({ error: REFUND_MESSAGES.restockInvalid }),
    reason: z
      .string({ error: REFUND_MESSAGES.reasonInvalid })
      .trim()
      .min(1, REFUND_MESSAGES.reasonInvalid)
      .max(REFUND_LIMITS.reason, REFUND_MESSAGES.reasonInvalid),
  })
  .superRefine((body, ctx) => {
    if ((!body.lines || body.lines.length === 0) && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: REFUND_MESSAGES.nothingToRefund });
    const seen = new Set<string>();
    for (const line of body.lines ?? []) {
      if (seen.has(line.lineId)) {
        ctx.addIssue({ code: 'custom', path: ['lines'], message: REFUND_MESSAGES.lineTwice });
        return;
      }
      seen.add(line.lineId);
    }
  })
  .transform(({ lines, amount, restock, reason }) => ({
    ...(lines && lines.length > 0 ? { lines } : {}),
    ...(amount === undefined ? {} : { amountCents: Math.round(amount * 100) }),
    restock,
    reason,
  }));
export type RefundBody = z.input<typeof refundBodySchema>;
/** A refund as the server takes it: the amount in cents. */
export type RefundInput = z.output<typeof refundBodySchema>;

export const refundLineSchema = z.object({
  lineId: z.string(),
  quantity: z.number().int(),
  /** What these units came to, tax included (a refund that also gave an amount paid that amount instead). */
  amount: z.number(),
  amountCents: z.number().int(),
});

/** A refund as the order carries it (and POST .../refunds answers it). */
export const refundSchema = z.object({
  id: z.string(),
  /** Dollars with two decimals; amountCents is exact. */
  amount: z.number(),
  amountCents: z.number().int(),
  /** The part of it that was tax, as the order kept it. */
  taxCents: z.number().int(),
  /** Its credit note's number ('CN-2026-000007') once the refund is made; null while pending or failed. */
  creditNoteNumber: z.string().nullable(),
  lines: z.array(refundLineSchema),
  restock: z.boolean(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The payment provider's reason, when it failed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
