import { errorResponses } from '@shop/shared/api-schemas';
import { discountPreviewBodySchema, discountPreviewSchema } from '@shop/shared/promotions/promotions-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { previewDiscount } from './discount-preview.service';

/** What a code does to a cart, for the cart page and the checkout step (shoppers and guests). */
export const discountsRoutes =
  (deps: { db: Db; now?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/preview',
      {
        // Per client address: a shop's codes cannot be found by trying thousands (RATE_LIMIT_DISCOUNT_CODE).
        preHandler: app.rateLimit('discountCode'),
        schema: {
          tags: ['promotions'],
          summary: 'The totals of these cart lines with a discount code, or why the code does not apply',
          description:
            'Prices come from the database (sale prices included) and the delivery from the chosen method; ' +
            'a 400 naming `code` says why a code does not apply: unknown, not started, expired, below its ' +
            'minimum, used up, already used by this shopper (signed in), or covering nothing in the cart.',
          body: discountPreviewBodySchema,
          response: { 200: discountPreviewSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const user = await request.currentUser();
        return previewDiscount(deps, request.body, {
          // Only a signed-in shopper's own paid use is told: for an email a guest types, the answer
          // would tell anyone whether that address used the code.
          userId: user?.id ?? null,
          now: deps.now?.() ?? new Date(),
        });
      },
    );
  };
