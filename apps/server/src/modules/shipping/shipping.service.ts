import { regionCode, regionName } from '@shop/shared/orders/regions';
import { COUNTRIES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  activeMethodById,
  activeMethodsOfZone,
  areasOfCountry,
  type ShippingMethodRow,
  servedCountries,
} from './shipping.queries';

/** A delivery method as the shop's settings hold it (what chosenMethod hands a checkout). */
export type ShippingMethod = ShippingMethodRow;

/** A delivery method as one checkout may use it: priced for that cart (0 once free). */
export interface DeliveryQuote {
  id: string;
  name: string;
  priceCents: number;
  estimate: string;
}

/** Where an address is: its country code and its state or province as typed. */
export interface Place {
  country: string;
  region?: string | undefined;
}

/** The names of the fields a refusal points at: the query's or the checkout body's. */
interface PlaceFields {
  country: string;
  region: string;
}

/** A method's price for a cart of `subtotalCents` of items: nothing once over its threshold. */
export function deliveryPrice(method: ShippingMethodRow, subtotalCents: number): DeliveryQuote {
  const free = method.freeOverCents !== null && subtotalCents >= method.freeOverCents;
  return {
    id: method.id,
    name: method.name,
    priceCents: free ? 0 : method.priceCents,
    estimate: method.estimate,
  };
}

/**
 * The zone that delivers to `place`: the one holding its state or province alone, else the one
 * holding its whole country. A country no zone holds is a 400 naming the country; one served only
 * in some regions, a 400 naming the region (docs/product/rules.md, Delivery).
 */
async function zoneOf(db: Db, place: Place, fields: PlaceFields): Promise<string> {
  const areas = await areasOfCountry(db, place.country);
  if (areas.length === 0)
    throw new DomainError(400, SHIPPING_MESSAGES.notShippedTo(place.country), fields.country);
  const code = regionCode(place.country, place.region);
  const own = code === undefined ? undefined : areas.find((area) => area.region === code);
  const whole = areas.find((area) => area.region === '');
  const zone = own ?? whole;
  if (zone) return zone.zoneId;
  if (!place.region) throw new DomainError(400, SHIPPING_MESSAGES.regionRequired, fields.region);
  const named = code === undefined ? place.region : regionName(place.country, code);
  throw new DomainError(400, SHIPPING_MESSAGES.notShippedToRegion(named), fields.region);
}

/** The methods a cart of `subtotalCents` of items may go to `place` by, priced. */
export async function deliveryOptions(db: Db, place: Place, subtotalCents: number): Promise<DeliveryQuote[]> {
  const zoneId = await zoneOf(db, place, { country: 'country', region: 'region' });
  const methods = await activeMethodsOfZone(db, zoneId);
  return methods.map((method) => deliveryPrice(method, subtotalCents));
}

/** An active method by its id, in whichever zone (a cart's preview before an address); 400 otherwise. */
export async function activeMethod(db: Db, methodId: string): Promise<ShippingMethodRow> {
  const chosen = await activeMethodById(db, methodId);
  if (!chosen) throw new DomainError(400, SHIPPING_MESSAGES.methodUnavailable, 'shippingMethodId');
  return chosen;
}

/**
 * The method a checkout chose, as the shop's own settings have it: a body never says what its
 * delivery costs. It must be on and belong to the zone of the address: a United Kingdom address
 * cannot take a method of the United States' zone (400 naming shippingMethodId). The price waits
 * for the cart's subtotal (deliveryPrice), so one read serves the whole checkout.
 */
export async function chosenMethod(
  db: Db,
  input: { methodId: string; country: string; region?: string | undefined },
): Promise<ShippingMethodRow> {
  const zoneId = await zoneOf(db, input, {
    country: 'shippingAddress.country',
    region: 'shippingAddress.region',
  });
  const chosen = await activeMethodById(db, input.methodId);
  if (!chosen || chosen.zoneId !== zoneId)
    throw new DomainError(400, SHIPPING_MESSAGES.methodUnavailable, 'shippingMethodId');
  return chosen;
}

/** The countries a shopper may choose, in the shop's list order (COUNTRIES), with their names. */
export async function shippingCountries(db: Db) {
  const served = new Set(await servedCountries(db));
  return COUNTRIES.filter((country) => served.has(country.code)).map(({ code, name, regionRequired }) => ({
    code,
    name,
    regionRequired,
  }));
}
