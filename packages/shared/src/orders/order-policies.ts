import { z } from 'zod';

// The owner's after-sale windows (docs/product/api.md, Order policies): how long after paying a
// shopper may cancel, and how long after shipping they may ask to return.

export const ORDER_POLICY_LIMITS = { cancelWindowMinutes: 43_200, returnWindowDays: 365 } as const;

export const ORDER_POLICY_MESSAGES = {
  cancelWindow: `The cancel window must be a whole number of minutes from 0 to ${ORDER_POLICY_LIMITS.cancelWindowMinutes}.`,
  returnWindow: `The return window must be a whole number of days from 0 to ${ORDER_POLICY_LIMITS.returnWindowDays}.`,
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
});
export type OrderPolicies = z.infer<typeof orderPoliciesSchema>;
