import { z } from 'zod';

// The one reminder of a checkout left behind (docs/product/api.md, Checkout reminders): the
// owner's setting, and the restore link's answer that puts its lines back in a cart.

export const CHECKOUT_REMINDER_LIMITS = {
  minDelayHours: 1,
  maxDelayHours: 168,
  defaultDelayHours: 3,
} as const;

export const CHECKOUT_REMINDER_MESSAGES = {
  delayHours: `The delay must be a whole number of hours from ${CHECKOUT_REMINDER_LIMITS.minDelayHours} to ${CHECKOUT_REMINDER_LIMITS.maxDelayHours}.`,
  enabled: 'enabled must be true or false',
  saved: 'Checkout reminders saved.',
  /** A restore link this shop did not make, or one altered. */
  invalidLink: 'This link is not valid.',
} as const;

/** PUT /api/orders/checkout-reminders. */
export const checkoutReminderSettingsBodySchema = z.object({
  enabled: z.boolean({ error: CHECKOUT_REMINDER_MESSAGES.enabled }),
  delayHours: z
    .number({ error: CHECKOUT_REMINDER_MESSAGES.delayHours })
    .int(CHECKOUT_REMINDER_MESSAGES.delayHours)
    .min(CHECKOUT_REMINDER_LIMITS.minDelayHours, CHECKOUT_REMINDER_MESSAGES.delayHours)
    .max(CHECKOUT_REMINDER_LIMITS.maxDelayHours, CHECKOUT_REMINDER_MESSAGES.delayHours),
});
export type CheckoutReminderSettingsBody = z.infer<typeof checkoutReminderSettingsBodySchema>;

/** GET and PUT /api/orders/checkout-reminders: the setting and what the reminders did. */
export const checkoutReminderSettingsSchema = checkoutReminderSettingsBodySchema.extend({
  /** Reminders queued in the last 90 days. */
  sent: z.number().int(),
  /** Of those, the ones the same shopper (account or email) paid an order within 7 days after. */
  ledToOrder: z.number().int(),
});
export type CheckoutReminderSettings = z.infer<typeof checkoutReminderSettingsSchema>;

/** POST /api/orders/restore-cart: the token of a reminder's 'Back to my cart' link. */
export const restoreCartBodySchema = z.object({
  token: z
    .string({ error: CHECKOUT_REMINDER_MESSAGES.invalidLink })
    .min(1, CHECKOUT_REMINDER_MESSAGES.invalidLink)
    .max(2000, CHECKOUT_REMINDER_MESSAGES.invalidLink),
});

export const restoredLineSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  /** The units the checkout had; the cart takes at most `available` of them. */
  quantity: z.number().int(),
  /** Today's price (dollars), priceCents exact. */
  price: z.number(),
  priceCents: z.number().int(),
  /** The price the checkout had (dollars), pricePaidCents exact. */
  pricePaid: z.number(),
  pricePaidCents: z.number().int(),
  /** Units free now (stock minus what open checkouts hold); 0 when sold out. */
  available: z.number().int(),
});
export type RestoredLine = z.infer<typeof restoredLineSchema>;

export const restoreCartResponseSchema = z.object({
  /** The checkout's lines still for sale, in its order; sold-out ones with `available` 0. */
  lines: z.array(restoredLineSchema),
  /** What changed since, one sentence each: a price, a line with fewer units free, one sold out or gone. */
  changes: z.array(z.string()),
});
export type RestoredCart = z.infer<typeof restoreCartResponseSchema>;
