// Request and answer schemas of delivery and addresses (docs/product/api.md, Shipping and
// Addresses), used by the server's routes and the web's forms alike.
import { z } from 'zod';
import { ADDRESS_LIMITS, COUNTRY_CODES, countryOf, SHIPPING_MESSAGES } from './shipping';

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** Digits with the usual separators and an optional leading +; at least five digits. */
const PHONE = /^\+?[0-9 ().-]+$/;

/** A required line of text: trimmed, not empty, at most `max` characters. */
const line = (max: number, label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional line: empty text counts as left out. */
const optionalLine = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const addressFields = z.object({
  name: line(ADDRESS_LIMITS.name, 'Full name', SHIPPING_MESSAGES.nameRequired),
  line1: line(ADDRESS_LIMITS.line1, 'Address line 1', SHIPPING_MESSAGES.line1Required),
  line2: optionalLine(ADDRESS_LIMITS.line2, 'Address line 2'),
  city: line(ADDRESS_LIMITS.city, 'City', SHIPPING_MESSAGES.cityRequired),
  region: optionalLine(ADDRESS_LIMITS.region, 'State / Region'),
  postalCode: line(ADDRESS_LIMITS.postalCode, 'Postal code', SHIPPING_MESSAGES.postalCodeRequired).regex(
    POSTAL_CODE,
    SHIPPING_MESSAGES.postalCodeInvalid,
  ),
  country: z.enum(COUNTRY_CODES, { error: SHIPPING_MESSAGES.countryRequired }),
  phone: optionalLine(ADDRESS_LIMITS.phone, 'Phone').refine(
    (phone) => phone === undefined || (PHONE.test(phone) && phone.replace(/\D/g, '').length >= 5),
    SHIPPING_MESSAGES.phoneInvalid,
  ),
});

/** Where an order goes. A country whose post needs a state asks for one. */
export const shippingAddressSchema = addressFields.superRefine((address, ctx) => {
  if (countryOf(address.country)?.regionRequired && !address.region)
    ctx.addIssue({ code: 'custom', path: ['region'], message: SHIPPING_MESSAGES.regionRequired });
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** The snapshot an order keeps, as its JSON carries it. */
export const orderShippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  region: z.string().optional(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().optional(),
});

// --- Delivery methods -------------------------------------------------------------------------

/** `price` in dollars like every price of the API; 0 when free (above the threshold). */
export const shippingMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  estimate: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingMethodsQuerySchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: SHIPPING_MESSAGES.countryRequired }),
  /** The address's state or province as typed; it picks a zone that holds that region alone. */
  region: z.string().trim().max(100, 'region must be at most 100 characters').optional(),
  /** The items' total in dollars, which a free-delivery threshold is measured against. */
  subtotal: z.coerce
    .number({ error: 'subtotal must be a number of dollars' })
    .min(0, 'subtotal must be 0 or more')
    .max(1_000_000, 'subtotal must be at most 1000000')
    .default(0),
});

export const shippingMethodsResponseSchema = z.object({ methods: z.array(shippingMethodSchema) });

/** The countries the shop delivers to, for the address forms' Country list. */
export const shippingCountriesResponseSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string(), regionRequired: z.boolean() })),
});

// --- Address book ---------------------------------------------------------------------------

export const addressBodySchema = z.object({
  address: shippingAddressSchema,
  /** Make this the address checkout offers first. */
  isDefault: z.boolean().optional(),
});

export const addressSchema = orderShippingAddressSchema.extend({
  id: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export const addressResponseSchema = z.object({ message: z.string(), address: addressSchema });
