import { amountToCents, centsToDollars } from '@shop/shared/money';
import { COUNTRIES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { ShippingSettings } from '@shop/shared/orders/shipping-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  allShippingMethods,
  deleteMethodsExcept,
  existingMethodIds,
  insertMethod,
  type ShippingMethodRow,
  servedCountries,
  updateMethod,
  writeServedCountries,
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
 * The methods a cart of `subtotalCents` of items may go to `country` by, priced. A country the
 * shop does not deliver to is a 400 that says so.
 */
export async function deliveryOptions(
  db: Db,
  country: string,
  subtotalCents: number,
): Promise<DeliveryQuote[]> {
  const [countries, methods] = await Promise.all([servedCountries(db), allShippingMethods(db)]);
  if (!countries.includes(country))
    throw new DomainError(400, SHIPPING_MESSAGES.notShippedTo(country), 'country');
  return methods.filter((method) => method.active).map((method) => deliveryPrice(method, subtotalCents));
}

/** An active method by its id, wherever it goes (a cart's preview before an address); 400 otherwise. */
export async function activeMethod(db: Db, methodId: string): Promise<ShippingMethodRow> {
  const chosen = (await allShippingMethods(db)).find((method) => method.active && method.id === methodId);
  if (!chosen) throw new DomainError(400, SHIPPING_MESSAGES.methodUnavailable, 'shippingMethodId');
  return chosen;
}

/**
 * The method a checkout chose, as the shop's own settings have it: a body never says what its
 * delivery costs. A country not served is a 400 naming shippingAddress.country; an unknown or
 * switched-off method, one naming shippingMethodId. The price waits for the cart's subtotal
 * (deliveryPrice), so one read serves the whole checkout.
 */
export async function chosenMethod(
  db: Db,
  input: { methodId: string; country: string },
): Promise<ShippingMethodRow> {
  const [countries, methods] = await Promise.all([servedCountries(db), allShippingMethods(db)]);
  if (!countries.includes(input.country)) {
    throw new DomainError(400, SHIPPING_MESSAGES.notShippedTo(input.country), 'shippingAddress.country');
  }
  const chosen = methods.find((method) => method.active && method.id === input.methodId);
  if (!chosen) throw new DomainError(400, SHIPPING_MESSAGES.methodUnavailable, 'shippingMethodId');
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

/** Dollars as the API carries them (whole cents, checked by the schema) to cents. */
const cents = (dollars: number) => amountToCents(dollars.toFixed(2));

/** The Shipping settings page's view: the countries served and every method, on or off, in order. */
export async function readShippingSettings(db: Db) {
  const [countries, methods] = await Promise.all([shippingCountries(db), allShippingMethods(db)]);
  return {
    countries: countries.map((country) => country.code),
    methods: methods.map((method) => ({
      id: method.id,
      name: method.name,
      price: centsToDollars(method.priceCents),
      estimate: method.estimate,
      freeOver: method.freeOverCents === null ? null : centsToDollars(method.freeOverCents),
      active: method.active,
    })),
  };
}

/**
 * Saves the owner's settings in one transaction: the countries, then the methods as listed (a
 * method's place in the list is its position; one left out is deleted, while the orders that
 * used it keep their own copy of its name and price). An id that names no method is a 404.
 */
export async function saveShippingSettings(db: Db, settings: ShippingSettings) {
  const seen = new Set<string>();
  settings.methods.forEach((method, index) => {
    if (!method.id) return;
    if (seen.has(method.id))
      throw new DomainError(400, 'A delivery method is listed twice.', `methods.${index}.id`);
    seen.add(method.id);
  });
  // Kept in the shop's list order, each once, whatever order the page sent them in.
  const countries = COUNTRIES.map((country) => country.code).filter((code) =>
    settings.countries.includes(code),
  );

  await db.transaction(async (tx) => {
    // First: it takes the settings row, so a second save waits for this one to end.
    await writeServedCountries(tx, countries);
    const ids = [...seen];
    const existing = await existingMethodIds(tx, ids);
    settings.methods.forEach((method, index) => {
      if (method.id && !existing.has(method.id))
        throw new DomainError(404, `Delivery method ${method.id} not found`, `methods.${index}.id`);
    });
    await deleteMethodsExcept(tx, ids);
    for (const [position, method] of settings.methods.entries()) {
      const values = {
        name: method.name,
        priceCents: cents(method.price),
        estimate: method.estimate,
        freeOverCents: method.freeOver === null ? null : cents(method.freeOver),
        active: method.active,
        position,
      };
      if (method.id) await updateMethod(tx, method.id, values);
      else await insertMethod(tx, values);
    }
  });
  return readShippingSettings(db);
}
