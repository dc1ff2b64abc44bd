import { z } from 'zod';
import { orderShippingAddressSchema, shippingAddressSchema } from './shipping-schemas';

// The owner's after-sale policies (docs/product/api.md, Order policies): how long after paying a
// shopper may cancel, how long after shipping they may ask to return, and where and how a
// return is sent.

export const ORDER_POLICY_LIMITS = {
  cancelWindowMinutes: 43_200,
  returnWindowDays: 365,
  returnInstructions: 2000,
} as const;

export const ORDER_POLICY_MESSAGES = {
  cancelWindow: `The cancel window must be a whole number of minutes from 0 to ${ORDER_POLICY_LIMITS.cancelWindowMinutes}.`,
  returnWindow: `The return window must be a whole number of days from 0 to ${ORDER_POLICY_LIMITS.returnWindowDays}.`,
  returnInstructions: `Return instructions must be at most ${ORDER_POLICY_LIMITS.returnInstructions} characters.`,
  saved: 'Order policies saved.',
} as const;

export const orderPoliciesSchema = z.object({
  /** 0 means shoppers cannot cancel online; the shop still can. */
  cancelWindowMinutes: z
    .number({ error: ORDER_POLICY_MESSAGES.cancelWindow })
    .int(ORDER_POLICY_MESSAGES.cancelWindow)
    .min(0, ORDER_POLICY_MESSAGES.cancelWindow)
    .max(ORDER_POLICY_LIMITS.cancelWindowMinutes, ORDER_POLICY_MESSAGES.cancelWindow),
  /** 0 means shoppers cannot ask to return online. */
  returnWindowDays: z
    .number({ error: ORDER_POLICY_MESSAGES.returnWindow })
    .int(ORDER_POLICY_MESSAGES.returnWindow)
    .min(0, ORDER_POLICY_MESSAGES.returnWindow)
    .max(ORDER_POLICY_LIMITS.returnWindowDays, ORDER_POLICY_MESSAGES.returnWindow),
  /**
   * Where returned parcels go, checked as a shipping address field by field; null removes it.
   * Left out, the saved one stays (so is `returnInstructions`).
   */
  shopAddress: shippingAddressSchema.nullable().optional(),
  /** How to pack and send a return, in the owner's words; '' for none. */
  returnInstructions: z
    .string({ error: ORDER_POLICY_MESSAGES.returnInstructions })
    .trim()
    .max(ORDER_POLICY_LIMITS.returnInstructions, ORDER_POLICY_MESSAGES.returnInstructions)
    .optional(),
});
/** PUT /api/orders/policies as sent. */
export type OrderPoliciesInput = z.input<typeof orderPoliciesSchema>;
export type OrderPoliciesBody = z.output<typeof orderPoliciesSchema>;

/** GET and PUT /api/orders/policies: every policy as saved. */
export const orderPoliciesResponseSchema = z.object({
  cancelWindowMinutes: z.number().int(),
  returnWindowDays: z.number().int(),
  shopAddress: orderShippingAddressSchema.nullable(),
  returnInstructions: z.string(),
});
export type OrderPolicies = z.infer<typeof orderPoliciesResponseSchema>;
