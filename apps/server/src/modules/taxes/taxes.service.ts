import { regionCode } from '@shop/shared/orders/regions';
import { COUNTRIES } from '@shop/shared/orders/shipping';
import { areaLabel } from '@shop/shared/orders/shipping-zones-schemas';
import {
  DEFAULT_TAX_BASIS,
  rateMilliPercentOf,
  ratePercent,
  type TaxBasis,
  taxLineLabel,
} from '@shop/shared/orders/taxes/taxes';
import {
  TAX_MESSAGES,
  type TaxRateAnswer,
  type TaxSettings,
  type taxSettingsBodySchema,
} from '@shop/shared/orders/taxes/taxes-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  allTaxRates,
  findRateForPlace,
  findTaxSettings,
  lockTaxSettings,
  replaceTaxRates,
  updateTaxSettings,
} from './taxes.queries';

// Taxes by destination (docs/product/rules.md, Taxes): the owner's default rate and the rates of
// places, and the one an address is taxed at. Orders keep what they were taxed; nothing here
// changes an order placed before.

/** Where an order goes, as far as its tax depends on it. */
export interface TaxPlace {
  country: string;
  region?: string | undefined;
}

/**
 * The tax an address is taxed at: its state's or province's own rate (the region read by code or
 * name, 'ON' or 'Ontario'), else its country's, else the shop's default.
 */
export async function taxBasisFor(db: Db, place: TaxPlace): Promise<TaxBasis> {
  const region = regionCode(place.country, place.region);
  const row = await findRateForPlace(db, place.country, region);
  const pricesIncludeTax = row?.prices_include_tax ?? DEFAULT_TAX_BASIS.pricesIncludeTax;
  if (row?.name != null && row.rate_milli_percent != null)
    return {
      name: row.name,
      rateMilliPercent: row.rate_milli_percent,
      deliveryTaxed: row.delivery_taxed ?? false,
      pricesIncludeTax,
    };
  return defaultBasisOf(row);
}

function defaultBasisOf(
  row:
    | {
        default_name: string | null;
        default_rate_milli_percent: number | null;
        default_delivery_taxed: boolean | null;
        prices_include_tax: boolean | null;
      }
    | undefined,
): TaxBasis {
  return {
    name: row?.default_name ?? DEFAULT_TAX_BASIS.name,
    rateMilliPercent: row?.default_rate_milli_percent ?? DEFAULT_TAX_BASIS.rateMilliPercent,
    deliveryTaxed: row?.default_delivery_taxed ?? DEFAULT_TAX_BASIS.deliveryTaxed,
    pricesIncludeTax: row?.prices_include_tax ?? DEFAULT_TAX_BASIS.pricesIncludeTax,
  };
}

/** The shop's default rate: what a cart is estimated with until checkout knows the address. */
export async function defaultTaxBasis(db: Db): Promise<TaxBasis> {
  const settings = await findTaxSettings(db);
  return settings
    ? {
        name: settings.defaultName,
        rateMilliPercent: settings.defaultRateMilliPercent,
        deliveryTaxed: settings.defaultDeliveryTaxed,
        pricesIncludeTax: settings.pricesIncludeTax,
      }
    : DEFAULT_TAX_BASIS;
}

/** A rate as the API answers it, saying whether it is the cart's estimate or the address's own. */
export function taxRateAnswer(basis: TaxBasis, estimate: boolean): TaxRateAnswer {
  return {
    name: basis.name,
    rate: ratePercent(basis.rateMilliPercent),
    deliveryTaxed: basis.deliveryTaxed,
    pricesIncludeTax: basis.pricesIncludeTax,
    label: taxLineLabel(basis, basis.pricesIncludeTax),
    estimate,
  };
}

const countryOrder = new Map<string, number>(COUNTRIES.map((country, index) => [country.code, index]));

/** The Taxes page's view of the settings: the defaults for a shop that never saved them. */
export async function readTaxSettings(db: Db): Promise<TaxSettings> {
  const [settings, rates] = await Promise.all([findTaxSettings(db), allTaxRates(db)]);
  const basis = settings
    ? {
        name: settings.defaultName,
        rateMilliPercent: settings.defaultRateMilliPercent,
        deliveryTaxed: settings.defaultDeliveryTaxed,
      }
    : DEFAULT_TAX_BASIS;
  return {
    defaultRate: {
      name: basis.name,
      rate: ratePercent(basis.rateMilliPercent),
      deliveryTaxed: basis.deliveryTaxed,
    },
    pricesIncludeTax: settings?.pricesIncludeTax ?? DEFAULT_TAX_BASIS.pricesIncludeTax,
    rates: rates.map((rate) => ({
      country: rate.country,
      ...(rate.region ? { region: rate.region } : {}),
      name: rate.name,
      rate: ratePercent(rate.rateMilliPercent),
      deliveryTaxed: rate.deliveryTaxed,
    })),
    seller: {
      legalName: settings?.legalName ?? null,
      taxNumber: settings?.taxNumber ?? null,
      address: settings?.address ?? null,
    },
  };
}

/**
 * Replaces the settings and every place's rate in one transaction, the settings row locked so two
 * saves take turns. A place named twice is a 400 naming the second.
 */
export async function saveTaxSettings(
  db: Db,
  body: z.output<typeof taxSettingsBodySchema>,
  now: Date,
): Promise<TaxSettings> {
  const seen = new Set<string>();
  body.rates.forEach((rate, index) => {
    const key = `${rate.country}/${rate.region ?? ''}`;
    if (seen.has(key))
      throw new DomainError(400, TAX_MESSAGES.placeTwice(areaLabel(rate)), `rates.${index}.region`);
    seen.add(key);
  });
  await db.transaction(async (tx) => {
    await lockTaxSettings(tx);
    await updateTaxSettings(tx, {
      defaultName: body.defaultRate.name,
      defaultRateMilliPercent: rateMilliPercentOf(body.defaultRate.rate),
      defaultDeliveryTaxed: body.defaultRate.deliveryTaxed,
      pricesIncludeTax: body.pricesIncludeTax,
      legalName: body.seller.legalName || null,
      taxNumber: body.seller.taxNumber || null,
      address: body.seller.address,
      updatedAt: now,
    });
    const sorted = [...body.rates].sort(
      (a, b) =>
        (countryOrder.get(a.country) ?? 999) - (countryOrder.get(b.country) ?? 999) ||
        (a.region ?? '').localeCompare(b.region ?? ''),
    );
    await replaceTaxRates(
      tx,
      sorted.map((rate, position) => ({
        country: rate.country,
        region: rate.region ?? '',
        name: rate.name,
        rateMilliPercent: rateMilliPercentOf(rate.rate),
        deliveryTaxed: rate.deliveryTaxed,
        position,
      })),
    );
  });
  return readTaxSettings(db);
}
