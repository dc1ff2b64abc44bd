import { errorResponses } from '@shop/shared/api-schemas';
import {
  wishlistItemSchema,
  wishlistMergeBodySchema,
  wishlistParamsSchema,
  wishlistResponseSchema,
  wishlistSaveBodySchema,
} from '@shop/shared/catalog/wishlist-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import { listWishlist, mergeWishlist, removeFromWishlist, saveToWishlist } from './wishlist.service';

/**
 * A logged-in shopper's wishlist (docs/product/api.md, Wishlist), in the account scope. The paths
 * name no shopper: each reads and changes only their own list.
 */
export const wishlistAccountRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['wishlist'];
    // Prices and stock of one shopper's choices: no cache may keep them. On sending, so the
    // guard's 401 to a guest says it too.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "The caller's saved products, newest first, with what changed since each was saved",
          response: { 200: wishlistResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => ({ items: await listWishlist(db, userOf(request).id) }),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Save a product, with a size or alone; saving it again replaces the size',
          body: wishlistSaveBodySchema,
          response: { 201: wishlistItemSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const item = await saveToWishlist(db, userOf(request).id, request.body);
        return reply.status(201).send(item);
      },
    );

    app.post(
      '/merge',
      {
        schema: {
          tags,
          summary: "After a login: a guest's saved products join the list; those saved already keep theirs",
          body: wishlistMergeBodySchema,
          response: { 200: wishlistResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ items: await mergeWishlist(db, userOf(request).id, request.body.items) }),
    );

    app.delete(
      '/:productId',
      {
        schema: {
          tags,
          summary: 'Remove one of the caller’s saved products',
          params: wishlistParamsSchema,
          response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await removeFromWishlist(db, userOf(request).id, request.params.productId);
        return reply.status(204).send(null);
      },
    );
  };
