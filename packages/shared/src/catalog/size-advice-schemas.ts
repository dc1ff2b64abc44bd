// The answer of GET /api/products/:id/size-advice (docs/product/api.md, Size advice).
import { z } from 'zod';

export const sizeAdviceResponseSchema = z.object({
  /** The size to take, or null when the shop does not know enough to say. */
  size: z.string().nullable(),
  basis: z.array(z.enum(['history', 'measurements', 'fit'])),
  fit: z.object({ small: z.number(), true: z.number(), large: z.number(), answers: z.number() }),
  confidence: z.enum(['low', 'medium', 'high']),
  soldOut: z.boolean(),
  reason: z.string(),
});
export type SizeAdviceResponse = z.infer<typeof sizeAdviceResponseSchema>;
