import { errorResponses } from '@shop/shared/api-schemas';
import { returnRecordSchema, returnRequestBodySchema } from '@shop/shared/orders/returns-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../guests/guest-cookie';
import type { OrdersDeps } from '../orders.service';
import { requestReturn } from './returns.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * A shopper's (or a guest's) request to return lines of a shipped order (docs/product/api.md,
 * Returns); the shop's side of returns is in returns.admin-routes.ts.
 */
export const returnsRoutes =
  (deps: OrdersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/:id/returns',
      {
        preHandler: app.rateLimit('checkout'),
        schema: {
          tags,
          summary: 'Ask to return lines of a shipped order, with the reason; the shop decides',
          description:
            'For the shopper (or a guest with the order’s private link, `?token=`, or its browser) and admins. ' +
            'Only a shipped or completed order, within the return window after it shipped ' +
            '(GET /api/orders/policies; admins are not bound by it), and at most the units neither refunded ' +
            'nor in another open return; otherwise 409 with a sentence naming the field.',
          params: z.object({ id: recordId('id must be an order id') }),
          querystring: z.object({
            token: z.string().max(100, 'token must be the one in your order link').optional(),
          }),
          body: returnRequestBodySchema,
          response: { 201: returnRecordSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await requestReturn(
              deps,
              await viewerOf(request, request.query.token),
              request.params.id,
              request.body,
            ),
          ),
    );
  };
