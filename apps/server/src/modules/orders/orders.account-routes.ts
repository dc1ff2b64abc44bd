import { errorResponses } from '@shop/shared/api-schemas';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  orderSchema,
  sessionIdBodySchema,
} from '@shop/shared/orders-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseUrlOf } from '../../lib/base-url';
import { userOf } from '../../lib/request-user';
import { createCheckout } from './checkout.service';
import { type OrdersDeps, orderFor, ordersOf, ownOrders } from './orders.service';
import { cancelCheckout, confirmPayment } from './payment-events.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * A shopper's checkout and orders (docs/product/api.md, Orders). Every route needs a login;
 * each answers only about the caller's own orders (an admin may read any).
 */
export const ordersAccountRoutes =
  (deps: OrdersDeps & { publicUrl: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/create-checkout-session',
      {
        // Per client address and per account apart: neither many accounts from one address nor
        // one account from many addresses can start checkouts without end (RATE_LIMIT_CHECKOUT).
        preHandler: [
          app.rateLimit('checkout'),
          app.rateLimit('checkout', (request) => `account:${userOf(request).id}`),
        ],
        schema: {
          tags,
          summary:
            'Start paying for the cart: prices from the database, stock held, a payment session opened',
          description:
            'Answers {id, url}; the browser goes to url. The same cart again while its checkout is open ' +
            'answers the same session; a different cart ends the open checkout and frees its stock (one ' +
            'open checkout per shopper). Lines that are unknown, sold out or over stock answer 409; more ' +
            'units of one variant than CHECKOUT_MAX_PER_VARIANT answer 400.',
          body: checkoutBodySchema,
          response: { 200: checkoutResponseSchema, ...errors },
        },
      },
      async (request) =>
        createCheckout(deps, userOf(request), request.body, baseUrlOf(request, deps.publicUrl)),
    );

    app.post(
      '/confirm-payment',
      {
        schema: {
          tags,
          summary: 'The order behind a payment session, confirmed with the provider if still unpaid',
          body: sessionIdBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => confirmPayment(deps, userOf(request), request.body.session_id),
    );

    app.post(
      '/cancel-checkout',
      {
        schema: {
          tags,
          summary: 'End an unpaid checkout (the cancel page); its held stock is free again',
          body: sessionIdBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => cancelCheckout(deps, userOf(request), request.body.session_id),
    );

    app.get(
      '/order/:id',
      {
        schema: {
          tags,
          summary: "One order, for its owner or an admin; anyone else's answers 404",
          params: z.object({ id: recordId('id must be an order id') }),
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return orderFor(deps.db, userOf(request), request.params.id);
      },
    );

    // A static path: the router prefers it to '/:email' whatever the order of registration.
    app.get(
      '/mine',
      {
        schema: {
          tags,
          summary: "The caller's own orders, newest first (an admin's too): what the web app lists",
          description:
            'The same answer as GET /api/orders/{email} with the caller’s own email, without the email ' +
            'in the address, where request logs and proxies would keep it.',
          response: { 200: z.array(orderSchema), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ownOrders(deps.db, userOf(request));
      },
    );

    app.get(
      '/:email',
      {
        schema: {
          tags,
          summary: "The orders of an email: the caller's own, or anyone's for an admin; newest first",
          params: z.object({ email: z.string().max(254) }),
          response: { 200: z.array(orderSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ordersOf(deps.db, userOf(request), request.params.email);
      },
    );
  };
