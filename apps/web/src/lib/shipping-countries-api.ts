import type { shippingCountriesResponseSchema } from '@shop/shared/orders/shipping-schemas';
import type { z } from 'zod';
import { api } from './api';

/** A country the shop delivers to, as GET /api/shipping/countries lists it. */
export type ShippingCountry = z.infer<typeof shippingCountriesResponseSchema>['countries'][number];

// The countries served are read by the checkout step and the address book alike; one endpoint
// here, beside the other shared reads, so neither feature imports the other.
const shippingCountriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    shippingCountries: build.query<z.infer<typeof shippingCountriesResponseSchema>, void>({
      query: () => '/shipping/countries',
    }),
  }),
});

export const { useShippingCountriesQuery } = shippingCountriesApi;
