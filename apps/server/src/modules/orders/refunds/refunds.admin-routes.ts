import { errorResponses } from '@shop/shared/api-schemas';
import { refundBodySchema, refundSchema } from '@shop/shared/orders/refunds-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../../lib/http/request-user';
import { type RefundOrderDeps, refundOrder } from './refunds.service';

const idParams = z.object({ id: recordId('id must be an order id') });
const errors = errorResponses(400, 401, 403, 404, 409);

/** Refunding a paid order (docs/product/api.md, Refunds); behind the admin scope. */
export const refundsAdminRoutes =
  (deps: RefundOrderDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/:id/refunds',
      {
        schema: {
          tags,
          summary:
            'Refund lines of a paid order (their paid price, tax included, optionally back in stock) or an amount, through its payment provider, never more than was paid (admin only)',
          params: idParams,
          body: refundBodySchema,
          response: { 201: refundSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await refundOrder(deps, request.params.id, request.body, {
            userId: userOf(request).id,
            by: 'admin',
          }),
        ),
    );
  };
