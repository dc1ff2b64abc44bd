import { errorResponses } from '@shop/shared/api-schemas';
import { claimLinkResponseSchema, GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { orderPoliciesResponseSchema } from '@shop/shared/orders/order-policies';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  orderSchema,
  sessionIdBodySchema,
} from '@shop/shared/orders/orders-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseUrlOf } from '../../lib/http/base-url';
import { type Buyer, createCheckout } from './checkout/checkout.service';
import { guestBrowserHash, viewerOf } from './guests/guest-cookie';
import { mailFreshOrderLink } from './mail/order-mail';
import { findOrderById } from './orders.queries';
import { type OrdersDeps, orderFor } from './orders.service';
import { cancelCheckout, confirmPayment } from './payments/payment-events.service';
import { readOrderPolicies } from './policies/order-policies.queries';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Checkout and one order's page, for shoppers and guests alike (docs/product/api.md, Orders):
 * a guest's checkout is bound to the browser that made it, and a guest's order is shown to that
 * browser and to whoever holds the private link from its confirmation mail, nobody else.
 */
export const ordersRoutes =
  (deps: OrdersDeps & { publicUrl: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/create-checkout-session',
      {
        // Per client address, and per account or per guest email apart: neither many accounts
        // (or emails) from one address nor one of them from many addresses can start checkouts
        // without end (RATE_LIMIT_CHECKOUT).
        preHandler: [
          app.rateLimit('checkout'),
          app.rateLimit('checkout', async (request) => {
            const user = await request.currentUser();
            const { user_email } = request.body as { user_email: string };
            return user ? `account:${user.id}` : `guest:${user_email.toLowerCase()}`;
          }),
        ],
        schema: {
          tags,
          summary:
            'Start paying for the cart: prices from the database, stock held, a payment session opened',
          description:
            'Answers {id, url}; the browser goes to url. Logged in, the order is the account’s and ' +
            'user_email must be its email; as a guest, user_email is the order’s email and the browser ' +
            'gets the guest cookie its checkout is bound to. The same cart again while its checkout is ' +
            'open answers the same session; a different cart ends the open checkout and frees its stock ' +
            '(one open checkout per shopper or guest browser). Lines that are unknown, sold out or over ' +
            'stock answer 409; more units of one variant than CHECKOUT_MAX_PER_VARIANT answer 400.',
          body: checkoutBodySchema,
          response: { 200: checkoutResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await request.currentUser();
        const client = deps.clientKey?.(request.ip);
        const buyer: Buyer = user
          ? { user, client }
          : { guestBrowserHash: guestBrowserHash(request, reply), client };
        return createCheckout(deps, buyer, request.body, baseUrlOf(request, deps.publicUrl));
      },
    );

    app.post(
      '/confirm-payment',
      {
        schema: {
          tags,
          summary: 'The order behind a payment session, confirmed with the provider if still unpaid',
          description:
            'For the account or guest browser whose checkout it is (and admins); any other caller, ' +
            'with only the session id, gets 404.',
          body: sessionIdBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => confirmPayment(deps, await viewerOf(request), request.body.session_id),
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
      async (request) => cancelCheckout(deps, await viewerOf(request), request.body.session_id),
    );

    app.post(
      '/:id/link',
      {
        // Each answer may send a mail: per client address, and per order apart.
        preHandler: [
          app.rateLimit('forgetPassword'),
          app.rateLimit(
            'forgetPassword',
            async (request) => `order-link:${(request.params as { id: string }).id}`,
          ),
        ],
        schema: {
          tags,
          summary:
            "Mail a guest order's email a fresh private link to it (the order page, when its link expired)",
          description:
            'Answers the same sentence whatever the order: only a paid guest order no account has claimed gets ' +
            'a mail, to its own email; the new link replaces the one before and works for ORDER_LINK_DAYS.',
          params: z.object({ id: recordId('id must be an order id') }),
          response: { 200: claimLinkResponseSchema, ...errors },
        },
      },
      async (request) => {
        await mailFreshOrderLink(deps, await findOrderById(deps.db, request.params.id)).catch(
          (error: unknown) => request.log.error({ err: error }, 'a fresh order link could not be mailed'),
        );
        return { message: GUEST_ORDER_MESSAGES.freshLinkSent };
      },
    );

    app.get(
      '/policies',
      {
        schema: {
          tags,
          summary:
            "The shop's cancel and return windows, and where and how to send a return, as the order pages offer them",
          response: { 200: orderPoliciesResponseSchema },
        },
      },
      async () => readOrderPolicies(deps.db),
    );

    app.get(
      '/order/:id',
      {
        schema: {
          tags,
          summary:
            "One order, for its owner or an admin, and a guest's for its browser or private link; " +
            'anyone else gets 404',
          params: z.object({ id: recordId('id must be an order id') }),
          querystring: z.object({
            token: z.string().max(100, 'token must be the one in your order link').optional(),
          }),
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request, reply) => {
        // The private link's token is a password: not sent on to other sites as a Referer.
        reply.header('referrer-policy', 'no-referrer');
        return orderFor(deps.db, await viewerOf(request, request.query.token), request.params.id);
      },
    );
  };
