import { currentSalesSchema } from '@shop/shared/promotions/promotions-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { currentSales } from './sales.service';

/** The storefront's countdown (docs/product/api.md, Promotions): public, guests included. */
export const salesRoutes =
  ({ db, now }: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/current',
      {
        schema: {
          tags: ['promotions'],
          summary: 'The sale on now (the one ending first) and the next to start, with the server’s clock',
          description: 'Both null: no sale is on or scheduled, and the storefront shows no countdown.',
          response: { 200: currentSalesSchema },
        },
      },
      async () => {
        // `now` is the clock the countdown counts by: a kept copy would count from a past moment.
        return currentSales(db, now());
      },
    );
  };
