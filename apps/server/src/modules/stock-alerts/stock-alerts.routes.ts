import { errorResponses } from '@shop/shared/api-schemas';
import {
  mailLinkTokenBodySchema,
  stockAlertAnswerSchema,
  stockAlertBodySchema,
  stockAlertConfirmedSchema,
} from '@shop/shared/catalog/stock-alerts-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmAlert, requestAlert, type StockAlertsDeps } from './stock-alerts.service';

/** "Tell me when it's back" and its confirm link (docs/product/api.md, Back-in-stock alerts). */
export const stockAlertsRoutes =
  (deps: StockAlertsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stock alerts'];
    app.post(
      '/stock-alerts',
      {
        // Per client address, then a guest's address apart, whatever client asks: each guest
        // request may mail a confirm link (RATE_LIMIT_STOCK_ALERT).
        preHandler: [
          app.rateLimit('stockAlert'),
          app.rateLimit('stockAlert', async (request) => {
            const user = await request.currentUser();
            const { email } = request.body as { email?: string };
            return user ? `account:${user.id}` : `email:${(email ?? '').trim().toLowerCase()}`;
          }),
        ],
        schema: {
          tags,
          summary: 'Ask to be mailed when a sold-out size is back',
          description:
            "A logged-in shopper's account address is used and the request waits confirmed; a guest " +
            'gives `email` and is mailed a link to confirm it. The 202 is the same whether or not ' +
            'the address already waits or stopped alerts. 400 naming `variantId` for an unknown ' +
            'size or one in stock now.',
          body: stockAlertBodySchema,
          response: { 202: stockAlertAnswerSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const user = await request.currentUser();
        const asker = user
          ? { userId: user.id, email: user.email }
          : { userId: null, email: request.body.email };
        return reply.code(202).send(await requestAlert(deps, asker, request.body.variantId));
      },
    );

    app.post(
      '/stock-alerts/confirm',
      {
        schema: {
          tags,
          summary: "Confirm a guest's back-in-stock request with the token its mail carried",
          body: mailLinkTokenBodySchema,
          response: { 200: stockAlertConfirmedSchema, ...errorResponses(400) },
        },
      },
      async (request) => confirmAlert(deps, request.body.token),
    );
  };
