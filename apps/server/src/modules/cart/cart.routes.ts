import { errorResponseSchema, errorResponses } from '@shop/shared/api-schemas';
import {
  addToCartBodySchema,
  type CartResponse,
  cartResponseSchema,
  clearCartBodySchema,
  mergeCartBodySchema,
  quoteCartBodySchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from '@shop/shared/cart-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser, userOf } from '../../plugins/guards';
import {
  addToCart,
  assertOwnCart,
  clearCart,
  getCart,
  mergeCart,
  quoteCart,
  removeFromCart,
  replaceCart,
  setCartQuantity,
  withOrderLimit,
} from './cart.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A logged-in shopper's cart (docs/product/api.md, Cart), by session cookie or Bearer token.
 * Prices, titles and pictures come from the catalog; a body only names variants and quantities.
 */
export const cartRoutes =
  ({ db, maxPerOrder }: { db: Db; maxPerOrder: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = (cart: CartResponse) => withOrderLimit(cart, maxPerOrder);
    app.post(
      '/quote',
      {
        schema: {
          tags: ['cart'],
          summary: "Price a browser's cart without storing it (a guest's cart page)",
          description:
            'Current prices, titles, pictures and free stock of the lines, repeats added together; ' +
            'unknown variants are left out. Needs no login.',
          body: quoteCartBodySchema,
          response: { 200: cartResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return limited(await quoteCart(db, request.body.cartItems));
      },
    );

    await app.register(storedCartRoutes(db, limited));
  };

/** The logged-in shopper's stored cart: every route checks the login before reading the body. */
const storedCartRoutes =
  (db: Db, limited: (cart: CartResponse) => CartResponse): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);
    const tags = ['cart'];

    app.get(
      '/:userId',
      {
        schema: {
          tags,
          summary: "The caller's cart with current prices, stock and totals",
          params: z.object({ userId: z.string().max(100) }),
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.params.userId);
        reply.header('cache-control', 'no-store');
        return limited(await getCart(db, id));
      },
    );

    app.post(
      '/add',
      {
        schema: {
          tags,
          summary: 'Add units of a variant (1 unless quantity says); more than the stock is refused',
          body: addToCartBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.body.userId);
        return limited(await addToCart(db, id, request.body.item));
      },
    );

    app.post(
      '/remove',
      {
        schema: {
          tags,
          summary: 'Remove a line',
          body: removeFromCartBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.body.userId);
        return limited(await removeFromCart(db, id, request.body.variantId));
      },
    );

    app.post(
      '/clear',
      {
        schema: {
          tags,
          summary: 'Empty the cart',
          body: clearCartBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.body?.userId);
        return limited(await clearCart(db, id));
      },
    );

    app.post(
      '/update',
      {
        schema: {
          tags,
          summary: "Set one line's quantity, or replace the cart with {cartItems}",
          body: updateCartBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = userOf(request);
        const { body } = request;
        assertOwnCart(id, body.userId);
        if (body.cartItems) return limited(await replaceCart(db, id, body.cartItems));
        return limited(await setCartQuantity(db, id, body.variantId, body.quantity));
      },
    );

    app.post(
      '/merge',
      {
        schema: {
          tags,
          summary: "After a login: add the guest cart's lines to the stored cart, capped at stock",
          body: mergeCartBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.body.userId);
        return limited(await mergeCart(db, id, request.body.cartItems));
      },
    );
  };
