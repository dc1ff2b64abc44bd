import { errorResponses } from '@shop/shared/api-schemas';
import { taxRateAnswerSchema, taxRateQuerySchema } from '@shop/shared/orders/taxes/taxes-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { defaultTaxBasis, taxBasisFor, taxRateAnswer } from './taxes.service';

/**
 * The rate a place is taxed at (docs/product/api.md, Taxes), public: the cart estimates with the
 * default and the checkout asks again once it knows the address. The owner's settings are in
 * taxes.admin-routes.ts.
 */
export const taxRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/rate',
      {
        schema: {
          tags: ['taxes'],
          summary: 'The tax rate of an address, or without one the shop’s default the cart estimates with',
          description:
            'The state’s or province’s own rate (`region`, by code or name), else the country’s, else the default. `estimate` is true when no country was given.',
          querystring: taxRateQuerySchema,
          response: { 200: taxRateAnswerSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const { country, region } = request.query;
        if (!country) return taxRateAnswer(await defaultTaxBasis(db), true);
        return taxRateAnswer(await taxBasisFor(db, { country: country.toUpperCase(), region }), false);
      },
    );
  };
