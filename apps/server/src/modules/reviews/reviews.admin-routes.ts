import { errorResponses } from '@shop/shared/api-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { countReviews } from './reviews.service';

/** The shop's review count for the dashboard (docs/product/api.md, Reviews); behind the admin scope. */
export const reviewsAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/total-reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: 'How many reviews the shop has (admin only)',
          response: {
            200: z.object({ totalReviews: z.number().int() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async () => ({ totalReviews: await countReviews(db) }),
    );
  };
