import { errorResponses } from '@shop/shared/api-schemas';
import {
  productReviewsQuerySchema,
  productReviewsResponseSchema,
} from '@shop/shared/catalog/reviews-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { reviewsOfProduct } from './reviews.service';

const productParams = z.object({ productId: recordId('productId must be a product id') });

/**
 * A product's reviews (docs/product/api.md, Reviews), public. Writing, deleting and a shopper's own
 * reviews are in reviews.account-routes.ts; the admin's count in reviews.admin-routes.ts.
 */
export const reviewsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];

    app.get(
      '/product/:productId',
      {
        schema: {
          tags,
          summary:
            "A product's reviews, a page at a time, with its average, star distribution and fit answers",
          params: productParams,
          querystring: productReviewsQuerySchema,
          response: { 200: productReviewsResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // Public, but `mine` follows the session: a logged-in answer is that shopper's alone.
        const viewer = await request.currentUser();
        reply.header('vary', 'cookie, authorization');
        if (viewer) reply.header('cache-control', 'private, no-store');
        return reviewsOfProduct(db, request.params.productId, request.query, viewer?.id ?? null);
      },
    );
  };
