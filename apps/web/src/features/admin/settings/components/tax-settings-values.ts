import {
  type TaxSettings,
  type TaxSettingsBody,
  taxSettingsBodySchema,
} from '@shop/shared/orders/taxes/taxes-schemas';
import type { z } from 'zod';
import { bodyResolver } from '@/lib/body-resolver';

// The Taxes page's form as it holds the settings: rates as the text typed (a number once sent),
// a new rate's place empty until chosen, the seller's address line by line.

const ADDRESS_KEYS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const;
const RATE_KEYS = ['country', 'region', 'name', 'rate', 'deliveryTaxed'] as const;

export interface TaxRateValues {
  country: string;
  /** A US state's or Canadian province's code; '' for the whole country. */
  region: string;
  name: string;
  rate: string;
  deliveryTaxed: boolean;
}

export interface TaxFormValues {
  defaultRate: { name: string; rate: string; deliveryTaxed: boolean };
  /** The radio's value: 'true' when prices have the tax in them. */
  pricesIncludeTax: 'true' | 'false';
  rates: TaxRateValues[];
  seller: {
    legalName: string;
    taxNumber: string;
    address: Record<(typeof ADDRESS_KEYS)[number], string>;
  };
}

/** What the form sends once it checks out: the body as the server reads it. */
export type TaxSettingsSent = z.output<typeof taxSettingsBodySchema>;

export const NEW_RATE: TaxRateValues = { country: '', region: '', name: '', rate: '', deliveryTaxed: false };

export function formValues(settings: TaxSettings): TaxFormValues {
  const address = settings.seller.address;
  return {
    defaultRate: {
      name: settings.defaultRate.name,
      rate: String(settings.defaultRate.rate),
      deliveryTaxed: settings.defaultRate.deliveryTaxed,
    },
    pricesIncludeTax: settings.pricesIncludeTax ? 'true' : 'false',
    rates: settings.rates.map((rate) => ({
      country: rate.country,
      region: rate.region ?? '',
      name: rate.name,
      rate: String(rate.rate),
      deliveryTaxed: rate.deliveryTaxed,
    })),
    seller: {
      legalName: settings.seller.legalName ?? '',
      taxNumber: settings.seller.taxNumber ?? '',
      address: {
        name: address?.name ?? '',
        line1: address?.line1 ?? '',
        line2: address?.line2 ?? '',
        city: address?.city ?? '',
        region: address?.region ?? '',
        postalCode: address?.postalCode ?? '',
        country: address?.country ?? 'US',
        phone: address?.phone ?? '',
      },
    },
  };
}

/** A rate as typed: an emptied field is no number, which the schema says in words; never a silent 0. */
const percentOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What is sent: an address left empty (the country aside, which always has a choice) is none. */
function toBody(values: TaxFormValues): TaxSettingsBody {
  const { address } = values.seller;
  const empty = ADDRESS_KEYS.every((key) => key === 'country' || !address[key].trim());
  return {
    defaultRate: { ...values.defaultRate, rate: percentOf(values.defaultRate.rate) },
    pricesIncludeTax: values.pricesIncludeTax === 'true',
    rates: values.rates.map((rate) => ({
      country: rate.country,
      ...(rate.region ? { region: rate.region } : {}),
      name: rate.name,
      rate: percentOf(rate.rate),
      deliveryTaxed: rate.deliveryTaxed,
    })),
    seller: {
      legalName: values.seller.legalName.trim() || null,
      taxNumber: values.seller.taxNumber.trim() || null,
      address: empty ? null : (address as NonNullable<TaxSettingsBody['seller']['address']>),
    },
  };
}

export const taxResolver = bodyResolver(taxSettingsBodySchema, toBody);

/** The fields a refusal from the server may name, as the form names them too. */
export function fieldsOf(rates: readonly unknown[]) {
  return [
    'defaultRate.name',
    'defaultRate.rate',
    'defaultRate.deliveryTaxed',
    'pricesIncludeTax',
    'rates',
    ...rates.flatMap((_, index) => RATE_KEYS.map((key) => `rates.${index}.${key}` as const)),
    'seller.legalName',
    'seller.taxNumber',
    ...ADDRESS_KEYS.map((key) => `seller.address.${key}` as const),
  ] as const;
}
