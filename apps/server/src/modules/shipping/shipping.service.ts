import { SHIPPING_MESSAGES } from '@shop/shared/shipping';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { allShippingMethods, type ShippingMethodRow, servedCountries } from './shipping.queries';

/** A delivery method as one checkout may use it: priced for that cart (0 once free). */
export interface DeliveryQuote {
  id: string;
  name: string;
  priceCents: number;
  estimate: string;
}

function quote(method: ShippingMethodRow, subtotalCents: number): DeliveryQuote {
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
 * shop does not deliver to is a 400 that says so (`field` names where the country was given).
 */
export async function deliveryOptions(
  db: Db,
  country: string,
  subtotalCents: number,
  field = 'country',
): Promise<DeliveryQuote[]> {
  const [countries, methods] = await Promise.all([servedCountries(db), allShippingMethods(db)]);
  if (!countries.includes(country))
    throw new DomainError(400, SHIPPING_MESSAGES.notShippedTo(country), field);
  return methods.filter((method) => method.active).map((method) => quote(method, subtotalCents));
}

/**
 * What the chosen method costs this cart, from the shop's own settings: a body never says what
 * its delivery costs. An unknown or switched-off method is a 400 naming shippingMethodId.
 */
export async function priceDelivery(
  db: Db,
  input: { methodId: string; country: string; subtotalCents: number },
): Promise<DeliveryQuote> {
  const options = await deliveryOptions(db, input.country, input.subtotalCents, 'shippingAddress.country');
  const chosen = options.find((option) => option.id === input.methodId);
  if (!chosen) throw new DomainError(400, SHIPPING_MESSAGES.methodUnavailable, 'shippingMethodId');
  return chosen;
}
