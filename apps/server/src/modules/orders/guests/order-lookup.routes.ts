import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { GUEST_ORDER_MESSAGES, orderLookupBodySchema } from '@shop/shared/orders/guest-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrdersDeps } from '../orders.service';
import { mailOrderFound } from './order-lookup.service';

/** "Track your order": an order found by its number and email, its way back mailed to that email. */
export const orderLookupRoutes =
  (deps: OrdersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/lookup',
      {
        // The address first, so a refused client does not use up the email's own allowance; then
        // the email, whatever address asks for it (RATE_LIMIT_ORDER_LOOKUP).
        preHandler: [
          app.rateLimit('orderLookup'),
          app.rateLimit(
            'orderLookup',
            (request) => `email:${(request.body as { email: string }).email.toLowerCase()}`,
          ),
        ],
        schema: {
          tags: ['orders'],
          summary: 'Mail the way back to an order found by its number and the email it was placed with',
          description:
            'Answers 202 with the same sentence whether or not they match an order, before the order is ' +
            'looked for. A paid guest order no account has claimed gets a fresh private link (the one ' +
            "before stops working); an account's order a link to its page behind the login; both only " +
            "to the order's own email.",
          body: orderLookupBodySchema,
          response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const lookup = request.body;
        // After the answer: the database work and the mail take the same time from the caller's
        // side whether there is an order or not.
        setImmediate(() => {
          mailOrderFound(deps, lookup).catch((error: unknown) =>
            request.log.error({ err: error }, 'an order lookup could not mail its link'),
          );
        });
        return reply.code(202).send({ message: GUEST_ORDER_MESSAGES.lookupSent });
      },
    );
  };
