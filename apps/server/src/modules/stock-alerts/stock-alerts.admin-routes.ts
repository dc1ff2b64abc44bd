import { errorResponses } from '@shop/shared/api-schemas';
import {
  stockAlertsWaitingQuerySchema,
  stockAlertsWaitingSchema,
} from '@shop/shared/catalog/stock-alerts-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { waitingOn } from './stock-alerts.service';

/** How many shoppers wait on each size, for Manage Products; behind the admin scope. */
export const stockAlertsAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stock-alerts/waiting',
      {
        schema: {
          tags: ['stock alerts'],
          summary: 'Confirmed back-in-stock requests waiting on each size of these products (admin only)',
          querystring: stockAlertsWaitingQuerySchema,
          response: { 200: stockAlertsWaitingSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => waitingOn(db, request.query.productIds),
    );
  };
