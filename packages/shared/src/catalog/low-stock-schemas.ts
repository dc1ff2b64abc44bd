import { z } from 'zod';

// The owner's morning mail of what runs low (docs/product/api.md, Low stock mail): whether it
// goes, from what hour (UTC), at what number of free units a size counts as low, and a product's
// own number where the owner gives one.

export const LOW_STOCK_MAIL_LIMITS = {
  maxHour: 23,
  maxThreshold: 1000,
  defaultHour: 8,
  defaultThreshold: 3,
} as const;

export const LOW_STOCK_MAIL_MESSAGES = {
  enabled: 'enabled must be true or false',
  hour: `The hour must be a whole number from 0 to ${LOW_STOCK_MAIL_LIMITS.maxHour}.`,
  threshold: `The threshold must be a whole number of units from 0 to ${LOW_STOCK_MAIL_LIMITS.maxThreshold}.`,
  productThreshold: `threshold must be a whole number of units from 0 to ${LOW_STOCK_MAIL_LIMITS.maxThreshold}, or null for the shop's`,
  saved: 'Morning stock mail saved.',
  productNotFound: 'Product not found',
} as const;

const units = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(LOW_STOCK_MAIL_LIMITS.maxThreshold, message);

/** PUT /api/low-stock/settings; GET and PUT answer the same shape. */
export const lowStockSettingsBodySchema = z.object({
  enabled: z.boolean({ error: LOW_STOCK_MAIL_MESSAGES.enabled }),
  /** The hour of the day (UTC) from which the day's mail goes. */
  hour: z
    .number({ error: LOW_STOCK_MAIL_MESSAGES.hour })
    .int(LOW_STOCK_MAIL_MESSAGES.hour)
    .min(0, LOW_STOCK_MAIL_MESSAGES.hour)
    .max(LOW_STOCK_MAIL_LIMITS.maxHour, LOW_STOCK_MAIL_MESSAGES.hour),
  /** Free units at or under which a size is low, unless its product has its own number. */
  threshold: units(LOW_STOCK_MAIL_MESSAGES.threshold),
});
export type LowStockSettingsBody = z.infer<typeof lowStockSettingsBodySchema>;

export const lowStockSettingsSchema = lowStockSettingsBodySchema;
export type LowStockSettings = z.infer<typeof lowStockSettingsSchema>;

/** PUT /api/low-stock/products/:productId: the product's own number, or null for the shop's. */
export const productThresholdBodySchema = z.object({
  threshold: units(LOW_STOCK_MAIL_MESSAGES.productThreshold).nullable(),
});
export type ProductThresholdBody = z.infer<typeof productThresholdBodySchema>;

export const productThresholdSchema = z.object({
  productId: z.string(),
  /** The product's own number; null when the shop's applies. */
  threshold: z.number().int().nullable(),
});
export type ProductThreshold = z.infer<typeof productThresholdSchema>;
