// Returns API shapes (docs/product/api.md, Returns), shared by the server and the web app.
import { z } from 'zod';
import { recordId } from '../record-id';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders';
import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASON_CODES, RETURN_STATUSES } from './returns';

const returnLineInputSchema = z.object(
  {
    lineId: recordId(RETURN_MESSAGES.lineNotInOrder),
    quantity: z
      .number({ error: RETURN_MESSAGES.quantityInvalid })
      .int(RETURN_MESSAGES.quantityInvalid)
      .min(1, RETURN_MESSAGES.quantityInvalid)
      .max(MAX_LINE_QUANTITY, RETURN_MESSAGES.quantityInvalid),
  },
  { error: RETURN_MESSAGES.linesInvalid },
);

/** POST /api/orders/:id/returns?token= : the shopper's (or guest link holder's) request. */
export const returnRequestBodySchema = z
  .object({
    lines: z
      .array(returnLineInputSchema, { error: RETURN_MESSAGES.linesInvalid })
      .min(1, RETURN_MESSAGES.linesInvalid)
      .max(MAX_CART_LINES, RETURN_MESSAGES.linesInvalid),
    reason: z.enum(RETURN_REASON_CODES, { error: RETURN_MESSAGES.reasonInvalid }),
    comment: z
      .string({ error: RETURN_MESSAGES.commentTooLong })
      .trim()
      .max(RETURN_LIMITS.comment, RETURN_MESSAGES.commentTooLong)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const line of body.lines) {
      if (seen.has(line.lineId)) {
        ctx.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.lineTwice });
        return;
      }
      seen.add(line.lineId);
    }
  });
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** The owner's note on approving (optional) or rejecting (required: the route checks). */
export const returnDecisionBodySchema = z.object({
  note: z
    .string({ error: RETURN_MESSAGES.noteTooLong })
    .trim()
    .max(RETURN_LIMITS.note, RETURN_MESSAGES.noteTooLong)
    .optional(),
});

/** Refunding a received return: its lines at their paid price, restocked unless told not to. */
export const returnRefundBodySchema = z.object({ restock: z.boolean().default(true) });

/** A return as the order and the admin's Returns list carry it. */
export const returnRecordSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** 'VL-…', for the admin's list and the mails. */
  orderNumber: z.string(),
  email: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      quantity: z.number().int(),
      title: z.string(),
      size: z.string(),
      color: z.string(),
    }),
  ),
  reason: z.enum(RETURN_REASON_CODES),
  comment: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  refundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRecord = z.infer<typeof returnRecordSchema>;

/** GET /api/orders/returns?status=&page= (admin): newest first, 20 a page. */
export const returnListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z
    .enum(RETURN_STATUSES, { error: () => `status must be one of: ${RETURN_STATUSES.join(', ')}` })
    .optional(),
});
export const returnListResponseSchema = z.object({
  returns: z.array(returnRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
