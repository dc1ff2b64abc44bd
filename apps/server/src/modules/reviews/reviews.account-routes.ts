import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import {
  canReviewResponseSchema,
  postReviewBodySchema,
  postReviewResponseSchema,
  reviewSchema,
} from '@shop/shared/catalog/reviews-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/http/request-user';
import { canReview, deleteReview, postReview, type ReviewsDeps, reviewsOfAuthor } from './reviews.service';

const errors = errorResponses(400, 401, 403, 404);
const productParams = z.object({ productId: recordId('productId must be a product id') });
const reviewParams = z.object({ id: recordId('id must be a review id') });

/**
 * A logged-in shopper's reviews (docs/product/api.md, Reviews), in the account scope: writing one,
 * whether they may, their own list, deleting one. The service checks each is the caller's own.
 */
export const reviewsAccountRoutes =
  (deps: ReviewsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];

    app.post(
      '/post-review',
      {
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
      '/can-review/:productId',
      {
        schema: {
          tags,
          summary: 'Whether the caller may write a review of a product: they have a paid order containing it',
          params: productParams,
          response: { 200: canReviewResponseSchema, ...errors },
        },
      },
      async (request) => {
        return { canReview: await canReview(deps.db, userOf(request).id, request.params.productId) };
      },
    );

    app.get(
      '/:userId',
      {
        schema: {
          tags,
          summary: "A shopper's reviews with their products (the caller's own, or anyone's for an admin)",
          params: z.object({ userId: z.string().max(100) }),
          response: { 200: z.array(reviewSchema), ...errors },
        },
      },
      async (request) => {
        return reviewsOfAuthor(deps.db, userOf(request), request.params.userId);
      },
    );

    app.delete(
      '/:id',
      {
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
