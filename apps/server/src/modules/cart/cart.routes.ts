import { errorResponses } from '@shop/shared/api-schemas';
import { type CartResponse, cartResponseSchema, quoteCartBodySchema } from '@shop/shared/orders/cart-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { quoteCart, withOrderLimit } from './cart.service';

/**
 * A guest's cart (docs/product/api.md, Cart): priced from the catalog, never stored. The stored
 * cart of a logged-in shopper is in cart.account-routes.ts.
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
          response: { 200: cartResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        return limited(await quoteCart(db, request.body.cartItems));
      },
    );
  };
