import { errorResponses } from '@shop/shared/api-schemas';
import { orderPoliciesResponseSchema, orderPoliciesSchema } from '@shop/shared/orders/order-policies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { writeOrderPolicies } from './order-policies.queries';

/** The owner sets the after-sale policies (docs/product/api.md, Order policies); reading them is public. */
export const orderPoliciesAdminRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/policies',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Set how long shoppers may cancel after paying and return after shipping, and where and how returns are sent (admin only)',
          body: orderPoliciesSchema,
          response: { 200: orderPoliciesResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => writeOrderPolicies(deps.db, request.body),
    );
  };
