// Tax settings as the owner edits them and the rate an address is taxed at (docs/product/api.md,
// Taxes). Used by the server's routes, the Taxes page and the checkout.
import { z } from 'zod';
import { shippingAddressSchema } from '../shipping-schemas';
import { shippingAreaSchema } from '../shipping-zones-schemas';
import { MAX_TAX_RATE_PERCENT } from './taxes';

/** The most places with their own rate a shop keeps. */
export const MAX_TAX_RATES = 100;

export const TAX_MESSAGES = {
  settingsSaved: 'Tax settings saved',
  rateInvalid: `rate must be a percentage from 0 to ${MAX_TAX_RATE_PERCENT} with at most three decimals, such as 7.25`,
  nameRequired: 'Please name the tax, such as "Sales tax", "HST" or "VAT".',
  nameTooLong: 'Keep the tax’s name under 41 characters.',
  placeTwice: (place: string) => `${place} has two rates. Give each place one rate.`,
  tooManyRates: `A shop keeps at most ${MAX_TAX_RATES} rates.`,
  legalNameTooLong: 'Keep the legal name under 201 characters.',
  taxNumberTooLong: 'Keep the tax number under 51 characters.',
} as const;

const ratePercentSchema = z
  .number({ error: TAX_MESSAGES.rateInvalid })
  .min(0, TAX_MESSAGES.rateInvalid)
  .max(MAX_TAX_RATE_PERCENT, TAX_MESSAGES.rateInvalid)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    error: TAX_MESSAGES.rateInvalid,
  });

const taxNameSchema = z
  .string({ error: TAX_MESSAGES.nameRequired })
  .trim()
  .min(1, TAX_MESSAGES.nameRequired)
  .max(40, TAX_MESSAGES.nameTooLong);

/** The rate of every place without its own. */
export const defaultTaxRateSchema = z.object({
  name: taxNameSchema,
  /** In percent: 5 is 5 %, 7.25 is 7.25 %. */
  rate: ratePercentSchema,
  deliveryTaxed: z.boolean({ error: 'deliveryTaxed must be true or false' }),
});

/** A place's own rate: a whole country, or one US state or Canadian province (its code). */
export const placeTaxRateSchema = z
  .object({
    country: z.unknown(),
    region: z.unknown().optional(),
    name: taxNameSchema,
    rate: ratePercentSchema,
    deliveryTaxed: z.boolean({ error: 'deliveryTaxed must be true or false' }),
  })
  .transform((value, ctx) => {
    const place = shippingAreaSchema.safeParse({ country: value.country, region: value.region });
    if (!place.success) {
      for (const issue of place.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: undefined });
      return z.NEVER;
    }
    return { ...place.data, name: value.name, rate: value.rate, deliveryTaxed: value.deliveryTaxed };
  });
export type PlaceTaxRate = z.output<typeof placeTaxRateSchema>;

/** Who sells, as receipts print it: every field may be left empty until the owner fills it. */
export const sellerSchema = z.object({
  legalName: z.string().trim().max(200, TAX_MESSAGES.legalNameTooLong).nullable(),
  taxNumber: z.string().trim().max(50, TAX_MESSAGES.taxNumberTooLong).nullable(),
  address: shippingAddressSchema.nullable(),
});
export type Seller = z.output<typeof sellerSchema>;

/** `PUT /api/taxes`: the whole settings, as the Taxes page saves them. */
export const taxSettingsBodySchema = z.object({
  defaultRate: defaultTaxRateSchema,
  pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
  rates: z.array(placeTaxRateSchema).max(MAX_TAX_RATES, TAX_MESSAGES.tooManyRates),
  seller: sellerSchema,
});
export type TaxSettingsBody = z.input<typeof taxSettingsBodySchema>;

export const taxSettingsSchema = z.object({
  defaultRate: defaultTaxRateSchema,
  pricesIncludeTax: z.boolean(),
  rates: z.array(
    z.object({
      country: z.string(),
      region: z.string().optional(),
      name: z.string(),
      rate: z.number(),
      deliveryTaxed: z.boolean(),
    }),
  ),
  seller: z.object({
    legalName: z.string().nullable(),
    taxNumber: z.string().nullable(),
    address: z
      .object({
        name: z.string(),
        line1: z.string(),
        line2: z.string().optional(),
        city: z.string(),
        region: z.string().optional(),
        postalCode: z.string(),
        country: z.string(),
        phone: z.string().optional(),
      })
      .nullable(),
  }),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxSettingsResponseSchema = taxSettingsSchema.extend({ message: z.string().optional() });

/** `GET /api/taxes/rate`: the place is optional; without it the shop's default rate, as an estimate. */
export const taxRateQuerySchema = z.object({
  country: z.string().trim().max(2).optional(),
  region: z.string().trim().max(100).optional(),
});

/** How an address (or, without one, the cart's estimate) is taxed, and how a page says it. */
export const taxRateAnswerSchema = z.object({
  name: z.string(),
  rate: z.number(),
  deliveryTaxed: z.boolean(),
  pricesIncludeTax: z.boolean(),
  /** 'Tax (5%)', 'HST (13%)', 'Includes VAT (20%)'. */
  label: z.string(),
  /** True when no address was given: the shop's default, until checkout knows where it goes. */
  estimate: z.boolean(),
});
export type TaxRateAnswer = z.infer<typeof taxRateAnswerSchema>;
