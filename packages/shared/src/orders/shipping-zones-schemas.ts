// Shipping settings as the owner edits them (docs/product/api.md, Shipping settings): zones of
// places, each with its own delivery methods. Used by the server's routes and the settings page.
import { z } from 'zod';
import { recordId } from '../record-id';
import { regionName, ZONE_REGIONS } from './regions';
import {
  COUNTRY_CODES,
  countryName,
  MAX_SHIPPING_METHODS,
  MAX_SHIPPING_ZONES,
  MAX_ZONE_AREAS,
} from './shipping';

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars, such as 5.99` })
    .min(0, `${label} must be 0 or more`)
    .max(10_000, `${label} must be at most 10000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} must have at most 2 decimals (whole cents)`,
    });

/** One method as the owner edits it; `id` names an existing one, left out for a new one. */
export const shippingMethodSettingSchema = z.object({
  id: recordId('id must be a delivery method id').optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Please name the delivery method.')
    .max(60, 'Keep the name under 61 characters.'),
  price: dollars('Price'),
  estimate: z
    .string()
    .trim()
    .min(1, 'Please say how long delivery takes, such as "3-5 business days".')
    .max(60, 'Keep the estimate under 61 characters.'),
  /** Free when the items come to at least this many dollars; null: never free. */
  freeOver: dollars('Free over').nullable(),
  active: z.boolean(),
});

/** A place a zone holds: a whole country, or one US state or Canadian province (its code). */
export const shippingAreaSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: 'country must be a country code the shop knows' }),
    region: z.string().trim().optional(),
  })
  .superRefine((area, ctx) => {
    if (!area.region) return;
    const regions = ZONE_REGIONS[area.country];
    if (!regions)
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: `${countryName(area.country)} is zoned as a whole country.`,
      });
    else if (!regions.some((region) => region.code === area.region))
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: `${area.region} is not a region of ${countryName(area.country)}.`,
      });
  })
  .transform((area) => (area.region ? area : { country: area.country }));

/** How a place reads in messages and on the settings page: 'Hawaii (United States)', 'Canada'. */
export function areaLabel(area: { country: string; region?: string }): string {
  return area.region
    ? `${regionName(area.country, area.region)} (${countryName(area.country)})`
    : countryName(area.country);
}

export const shippingZoneSettingSchema = z.object({
  id: recordId('id must be a shipping zone id').optional(),
  name: z.string().trim().min(1, 'Please name the zone.').max(60, 'Keep the name under 61 characters.'),
  areas: z
    .array(shippingAreaSchema)
    .min(1, 'Choose at least one place this zone delivers to.')
    .max(MAX_ZONE_AREAS, `A zone holds at most ${MAX_ZONE_AREAS} places.`),
  methods: z
    .array(shippingMethodSettingSchema)
    .min(1, 'Offer at least one delivery method.')
    .max(MAX_SHIPPING_METHODS, `Offer at most ${MAX_SHIPPING_METHODS} delivery methods.`)
    .refine((methods) => methods.some((method) => method.active), 'At least one delivery method must be on.'),
});

/**
 * The Shipping settings page: every zone with its places and methods, in order. A place belongs
 * to one zone only, and zones have different names, so an address always finds one zone and the
 * owner can tell them apart.
 */
export const shippingSettingsSchema = z
  .object({
    zones: z
      .array(shippingZoneSettingSchema)
      .min(1, 'Deliver to at least one zone.')
      .max(MAX_SHIPPING_ZONES, `Keep at most ${MAX_SHIPPING_ZONES} zones.`),
  })
  .superRefine((settings, ctx) => {
    const placed = new Map<string, string>();
    const names = new Set<string>();
    settings.zones.forEach((zone, zoneIndex) => {
      const name = zone.name.toLowerCase();
      if (names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['zones', zoneIndex, 'name'],
          message: `Two zones are called ${zone.name}. Please give each its own name.`,
        });
      names.add(name);
      zone.areas.forEach((area, areaIndex) => {
        const key = `${area.country}:${area.region ?? ''}`;
        const holder = placed.get(key);
        if (holder !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['zones', zoneIndex, 'areas', areaIndex],
            message: `${areaLabel(area)} is in ${holder === zone.name ? 'this zone' : `the zone ${holder}`} already.`,
          });
        else placed.set(key, zone.name);
      });
    });
  });
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;

/** The settings as the admin reads them back: every zone and method with its id. */
export const shippingSettingsResponseSchema = z.object({
  /** Every country some zone holds, whole or in part, in the shop's list order. */
  countries: z.array(z.string()),
  zones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      areas: z.array(z.object({ country: z.string(), region: z.string().optional() })),
      methods: z.array(shippingMethodSettingSchema.extend({ id: z.string() })),
    }),
  ),
});
export type SavedShippingSettings = z.infer<typeof shippingSettingsResponseSchema>;

/** The delivery rates as the storefront's Shipping and returns page lists them: methods that are on. */
export const shippingRatesResponseSchema = z.object({
  zones: z.array(
    z.object({
      name: z.string(),
      areas: z.array(z.object({ country: z.string(), region: z.string().optional() })),
      methods: z.array(
        z.object({
          name: z.string(),
          price: z.number(),
          estimate: z.string(),
          freeOver: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type ShippingRates = z.infer<typeof shippingRatesResponseSchema>;
