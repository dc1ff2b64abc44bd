import type { SavedAddress, ShippingMethod } from '@shop/shared/shipping-schemas';
import { api } from '@/lib/api';

/** A country the shop may deliver to, as GET /shipping/countries lists it. */
export interface ShippingCountry {
  code: string;
  name: string;
  regionRequired: boolean;
}

// The checkout step's reads. Named for this page, so the address book's own endpoints (another
// feature) can read the same routes under their names without one replacing the other.
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The delivery methods for a country and the items' total in dollars (free over a threshold). */
    checkoutDeliveryMethods: build.query<
      { methods: ShippingMethod[] },
      { country: string; subtotal: number }
    >({
      query: ({ country, subtotal }) => ({ url: '/shipping/methods', params: { country, subtotal } }),
      keepUnusedDataFor: 0,
    }),
    checkoutCountries: build.query<{ countries: ShippingCountry[] }, void>({
      query: () => '/shipping/countries',
    }),
    /** The shopper's address book; the argument is the user's id, for the cache key only. */
    checkoutAddresses: build.query<{ addresses: SavedAddress[] }, string>({
      query: () => '/addresses',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckoutDeliveryMethodsQuery, useCheckoutCountriesQuery, useCheckoutAddressesQuery } =
  checkoutApi;
