import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The seller's postal address as receipts print it (the address form's fields). */
export interface SellerAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

/**
 * The shop's one row of tax settings (docs/product/rules.md, Taxes): the rate of every place
 * without its own, whether prices are entered with tax in them, and who the seller is on a
 * receipt. A shop that never saved them taxes as the defaults say (5 %, added, delivery untaxed).
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultName: text('default_name').notNull().default('Tax'),
    /** Thousandths of a percent: 5000 is 5 %. */
    defaultRateMilliPercent: integer('default_rate_milli_percent').notNull().default(5000),
    defaultDeliveryTaxed: boolean('default_delivery_taxed').notNull().default(false),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    legalName: text('legal_name'),
    address: jsonb('address').$type<SellerAddress>(),
    taxNumber: text('tax_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_settings_one_row', sql`${t.id} = 1`),
    check(
      'tax_settings_rate_range',
      sql`${t.defaultRateMilliPercent} >= 0 and ${t.defaultRateMilliPercent} <= 50000`,
    ),
  ],
);

/**
 * A place's own rate: a whole country (region '') or one US state or Canadian province (its code).
 * An address takes its region's row, else its country's, else the default.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    name: text('name').notNull(),
    rateMilliPercent: integer('rate_milli_percent').notNull(),
    deliveryTaxed: boolean('delivery_taxed').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.region] }),
    check('tax_rates_rate_range', sql`${t.rateMilliPercent} >= 0 and ${t.rateMilliPercent} <= 50000`),
  ],
);
