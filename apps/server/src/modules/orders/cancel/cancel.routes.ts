import { errorResponses } from '@shop/shared/api-schemas';
import { cancelOrderBodySchema, orderSchema } from '@shop/shared/orders/orders-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../guests/guest-cookie';
import type { OrdersDeps } from '../orders.service';
import { cancelOrder } from './cancel.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Cancelling an order before it ships (docs/product/api.md, Orders): the shopper, a guest with the
 * order's link, or an admin; the service decides who may and until when.
 */
export const cancelRoutes =
  (deps: OrdersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/:id/cancel',
      {
        preHandler: app.rateLimit('checkout'),
        schema: {
          tags,
          summary: 'Cancel an order that has not shipped: a paid one is refunded in full and restocked',
          description:
            'An admin cancels any order not yet shipped; the shopper (or a guest with the order’s private ' +
            'link, `?token=`) their own within the cancel window after paying (GET /api/orders/policies). ' +
            'A shipped, completed, cancelled or ended order answers 409 with a sentence.',
          params: z.object({ id: recordId('id must be an order id') }),
          querystring: z.object({
            token: z.string().max(100, 'token must be the one in your order link').optional(),
          }),
          body: cancelOrderBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) =>
        cancelOrder(
          deps,
          await viewerOf(request, request.query.token),
          request.params.id,
          request.body.reason,
        ),
    );
  };
