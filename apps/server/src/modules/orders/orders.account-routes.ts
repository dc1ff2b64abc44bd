import { errorResponses } from '@shop/shared/api-schemas';
import {
  claimBodySchema,
  claimLinkResponseSchema,
  claimResponseSchema,
  guestOrdersOfferSchema,
} from '@shop/shared/orders/guest-orders';
import { orderSchema } from '@shop/shared/orders/orders-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/http/request-user';
import { claimGuestOrders, guestOrdersOffer, sendClaimLink } from './guests/guest-claims.service';
import { type OrdersDeps, ordersOf, ownOrders } from './orders.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * A shopper's orders (docs/product/api.md, Orders): their lists, and claiming earlier guest
 * orders. Every route needs a login; each answers only about the caller's own orders (an admin
 * may read any). Checkout and one order's page, open to guests too, are in orders.routes.ts.
 */
export const ordersAccountRoutes =
  (deps: OrdersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.get(
      '/guest-orders',
      {
        schema: {
          tags,
          summary: "How many paid guest orders placed with the caller's email wait to be claimed",
          response: { 200: guestOrdersOfferSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        return guestOrdersOffer(deps.db, userOf(request));
      },
    );

    app.post(
      '/guest-orders/claim-link',
      {
        // Each call mails the account: counted per account, like a password reset's mail.
        preHandler: [
          app.rateLimit('forgetPassword'),
          app.rateLimit('forgetPassword', (request) => `claim:${userOf(request).id}`),
        ],
        schema: {
          tags,
          summary: "Mail the caller a link that attaches their email's guest orders to the account",
          description: 'Answers 409 when there is nothing to claim.',
          response: { 200: claimLinkResponseSchema, ...errors },
        },
      },
      async (request) => sendClaimLink(deps, userOf(request)),
    );

    app.post(
      '/guest-orders/claim',
      {
        preHandler: app.rateLimit('resetLinkCheck'),
        schema: {
          tags,
          summary: 'Open a mailed claim link: the guest orders become the account’s',
          description:
            'Works once, before it expires, for the account it was mailed to while it keeps that email; ' +
            'otherwise 400 naming token.',
          body: claimBodySchema,
          response: { 200: claimResponseSchema, ...errors },
        },
      },
      async (request) => claimGuestOrders(deps.db, userOf(request), request.body.token),
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
      async (request) => {
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
      async (request) => {
        return ordersOf(deps.db, userOf(request), request.params.email);
      },
    );
  };
