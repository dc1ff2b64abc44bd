import { errorResponses } from '@shop/shared/api-schemas';
import {
  addToCartBodySchema,
  type CartResponse,
  cartResponseSchema,
  clearCartBodySchema,
  mergeCartBodySchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from '@shop/shared/orders/cart-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import {
  addToCart,
  assertOwnCart,
  clearCart,
  getCart,
  mergeCart,
  removeFromCart,
  replaceCart,
  setCartQuantity,
  withOrderLimit,
} from './cart.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A logged-in shopper's stored cart (docs/product/api.md, Cart), by session cookie or Bearer
 * token, in the account scope. Prices, titles and pictures come from the catalog; a body only
 * names variants and quantities.
 */
export const cartAccountRoutes =
  ({ db, maxPerOrder }: { db: Db; maxPerOrder: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = (cart: CartResponse) => withOrderLimit(cart, maxPerOrder);
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
      async (request) => {
        const { id } = userOf(request);
        assertOwnCart(id, request.params.userId);
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
