import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { recordId } from '@shop/shared/record-id';
import { REVIEW_MESSAGES } from '@shop/shared/reviews';
import {
  canReviewResponseSchema,
  postReviewBodySchema,
  postReviewResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewSchema,
} from '@shop/shared/reviews-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../plugins/guards';
import {
  canReview,
  deleteReview,
  postReview,
  type ReviewsDeps,
  reviewsOfAuthor,
  reviewsOfProduct,
} from './reviews.service';

const errors = errorResponses(400, 401, 403, 404);
const productParams = z.object({ productId: recordId('productId must be a product id') });
const reviewParams = z.object({ id: recordId('id must be a review id') });

/** Reviews (docs/product/api.md, Reviews): posting needs a login, reading a product's is public. */
export const reviewsRoutes =
  (deps: ReviewsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];

    app.post(
      '/post-review',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Write (or rewrite) the caller's review of a product; its rating is recomputed",
          body: postReviewBodySchema,
          response: { 200: postReviewResponseSchema, 201: postReviewResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { review, created } = await postReview(deps, userOf(request), request.body);
        return reply
          .status(created ? 201 : 200)
          .send({ message: created ? REVIEW_MESSAGES.posted : REVIEW_MESSAGES.updated, review });
      },
    );

    app.get(
      '/product/:productId',
      {
        schema: {
          tags,
          summary:
            "A product's reviews, a page at a time, with its average, star distribution and fit answers",
          params: productParams,
          querystring: productReviewsQuerySchema,
          response: { 200: productReviewsResponseSchema, 400: errors[400] },
        },
      },
      async (request, reply) => {
        // Public, but `mine` follows the session: a logged-in answer is that shopper's alone.
        const viewer = await request.currentUser();
        reply.header('vary', 'cookie, authorization');
        if (viewer) reply.header('cache-control', 'private, no-store');
        return reviewsOfProduct(deps.db, request.params.productId, request.query, viewer?.id ?? null);
      },
    );

    app.get(
      '/can-review/:productId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Whether the caller may write a review of a product: they have a paid order containing it',
          params: productParams,
          response: { 200: canReviewResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { canReview: await canReview(deps.db, userOf(request).id, request.params.productId) };
      },
    );

    app.get(
      '/:userId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A shopper's reviews with their products (the caller's own, or anyone's for an admin)",
          params: z.object({ userId: z.string().max(100) }),
          response: { 200: z.array(reviewSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviewsOfAuthor(deps.db, userOf(request), request.params.userId);
      },
    );

    app.delete(
      '/:id',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            "Delete the caller's own review (an admin: any review); the product's rating is recomputed",
          params: reviewParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deleteReview(deps, userOf(request), request.params.id);
        return { message: REVIEW_MESSAGES.deleted };
      },
    );
  };
