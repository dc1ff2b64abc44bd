import { errorResponses } from '@shop/shared/api-schemas';
import {
  restoreCartBodySchema,
  restoreCartResponseSchema,
} from '@shop/shared/orders/checkout-reminders-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreCart } from './cart-restore';
import type { CheckoutReminderDeps } from './checkout-reminders.service';

/**
 * A reminder's 'Back to my cart' link (docs/product/api.md, Checkout reminders): the web page at
 * `/cart/restore` posts its token here, logged in or not; the link is the only key.
 */
export const checkoutRemindersRoutes =
  (deps: CheckoutReminderDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/restore-cart',
      {
        // Tokens cannot be guessed, and neither can they be tried by the thousand (RATE_LIMIT_RESET_CHECK).
        preHandler: app.rateLimit('resetLinkCheck'),
        schema: {
          tags: ['orders'],
          summary: "The lines of a reminded checkout at today's prices and stock, and what changed since",
          description:
            'Stores nothing: the browser puts the lines in its cart. A token this shop did not seal for a ' +
            "restore link, or one altered, answers 400 'This link is not valid.' naming `token`.",
          body: restoreCartBodySchema,
          response: { 200: restoreCartResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => restoreCart(deps, request.body.token),
    );
  };
