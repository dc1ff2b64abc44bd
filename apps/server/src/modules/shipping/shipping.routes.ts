import { errorResponses } from '@shop/shared/api-schemas';
import { amountToCents, centsToDollars } from '@shop/shared/money';
import {
  shippingCountriesResponseSchema,
  shippingMethodsQuerySchema,
  shippingMethodsResponseSchema,
} from '@shop/shared/orders/shipping-schemas';
import { shippingRatesResponseSchema } from '@shop/shared/orders/shipping-zones-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { deliveryOptions, shippingCountries } from './shipping.service';
import { readShippingRates } from './shipping-settings.service';

/**
 * Where and how the shop delivers (docs/product/api.md, Shipping), public: the checkout and the
 * address book ask before anyone logs in. The owner's settings are in shipping.admin-routes.ts.
 */
export const shippingRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['shipping'];

    app.get(
      '/methods',
      {
        schema: {
          tags,
          summary:
            'The delivery methods of the zone an address is in, priced for a subtotal of items (in dollars)',
          description:
            'The zone holding the address’s state or province (`region`) alone, else its whole country. A country the shop does not deliver to is a 400 naming `country`; a state or province no zone holds, one naming `region`.',
          querystring: shippingMethodsQuerySchema,
          response: { 200: shippingMethodsResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        // The owner may change prices at any moment: no copy is kept anywhere.
        const subtotalCents = amountToCents(request.query.subtotal.toFixed(2));
        const { country, region } = request.query;
        const options = await deliveryOptions(db, { country, region }, subtotalCents);
        return {
          methods: options.map((option) => ({
            id: option.id,
            name: option.name,
            price: centsToDollars(option.priceCents),
            estimate: option.estimate,
          })),
        };
      },
    );

    app.get(
      '/countries',
      {
        schema: {
          tags,
          summary: 'The countries the shop delivers to, for the address forms’ Country list',
          response: { 200: shippingCountriesResponseSchema },
        },
      },
      async () => {
        return { countries: await shippingCountries(db) };
      },
    );

    app.get(
      '/rates',
      {
        schema: {
          tags,
          summary:
            'Every zone with its places and the delivery methods that are on, for the Shipping and returns page',
          response: { 200: shippingRatesResponseSchema },
        },
      },
      async () => readShippingRates(db),
    );
  };
