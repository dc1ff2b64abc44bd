import { errorResponses } from '@shop/shared/api-schemas';
import { userStatsSchema } from '@shop/shared/stats-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import { ownStats, userStats } from './stats.service';

/** Dashboard figures (docs/product/api.md, Statistics). */
export const statsAccountRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // A static path: the router prefers it to '/user-stats/:email' whatever the order of registration.
    app.get(
      '/user-stats/me',
      {
        schema: {
          tags: ['stats'],
          summary: "The caller's own total payments, reviews and purchased units: what the web app shows",
          description:
            'The same answer as GET /api/stats/user-stats/{email} with the caller’s own email, without ' +
            'the email in the address, where request logs and proxies would keep it.',
          response: {
            200: userStatsSchema,
            ...errorResponses(401),
          },
        },
      },
      async (request) => {
        return ownStats(db, userOf(request));
      },
    );

    app.get(
      '/user-stats/:email',
      {
        schema: {
          tags: ['stats'],
          summary: "A shopper's total payments, reviews and purchased units (own, or anyone's for an admin)",
          params: z.object({ email: z.string().max(254) }),
          response: {
            200: userStatsSchema,
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => {
        return userStats(db, userOf(request), request.params.email);
      },
    );
  };
