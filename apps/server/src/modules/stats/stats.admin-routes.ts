import { errorResponses } from '@shop/shared/api-schemas';
import { adminStatsQuerySchema, adminStatsSchema } from '@shop/shared/stats-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminStats } from './stats.service';

/** The admin dashboard's figures (docs/product/api.md, Statistics); behind the admin scope in app.ts. */
export const statsAdminRoutes =
  ({
    db,
    testCheckout,
  }: {
    db: Db /** The shop takes payments on a test checkout now. */;
    testCheckout: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin-stats',
      {
        schema: {
          tags: ['stats'],
          summary:
            'Earnings, orders, users, products and reviews, earnings by month of a year, low stock and orders to ship (admin only)',
          querystring: adminStatsQuerySchema,
          response: { 200: adminStatsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        return adminStats(db, request.query.year ?? new Date().getUTCFullYear(), testCheckout);
      },
    );
  };
