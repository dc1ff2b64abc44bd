import type { ShippingRates } from '@shop/shared/orders/shipping-zones-schemas';
import { api } from '@/lib/api';

/** The shop's delivery zones and rates as shoppers may read them (docs/product/api.md, Shipping). */
const shippingRatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    shippingRates: build.query<ShippingRates, void>({ query: () => '/shipping/rates' }),
  }),
});

export const { useShippingRatesQuery } = shippingRatesApi;
