import type { SavedAddress, ShippingMethod } from '@shop/shared/orders/shipping-schemas';
import type { TaxRateAnswer } from '@shop/shared/orders/taxes/taxes-schemas';
import { api } from '@/lib/api';

// The checkout step's reads. Named for this page, so the address book's own endpoints (another
// feature) can read the same routes under their names without one replacing the other.
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The delivery methods of the zone an address is in (its country, and its state or province
     * where the shop zones one apart) for the items' total in dollars (free over a threshold).
     */
    checkoutDeliveryMethods: build.query<
      { methods: ShippingMethod[] },
      { country: string; region?: string | undefined; subtotal: number }
    >({
      query: ({ country, region, subtotal }) => ({
        url: '/shipping/methods',
        params: region ? { country, region, subtotal } : { country, subtotal },
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * The tax rate of where the order goes (its country, and its state or province), or without a
     * place the shop's default, which the cart estimates with.
     */
    checkoutTaxRate: build.query<TaxRateAnswer, { country?: string; region?: string | undefined }>({
      query: ({ country, region }) => ({
        url: '/taxes/rate',
        params: country ? (region ? { country, region } : { country }) : {},
      }),
    }),
    /** The shopper's address book; the argument is the user's id, for the cache key only. */
    checkoutAddresses: build.query<{ addresses: SavedAddress[] }, string>({
      query: () => '/addresses',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckoutDeliveryMethodsQuery, useCheckoutAddressesQuery, useCheckoutTaxRateQuery } =
  checkoutApi;
