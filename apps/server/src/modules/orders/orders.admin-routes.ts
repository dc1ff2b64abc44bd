import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import {
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  orderStatusBodySchema,
} from '@shop/shared/orders/orders-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOrders, type OrdersDeps, removeOrder, setOrderStatus } from './orders.service';

const idParams = z.object({ id: recordId('id must be an order id') });
const errors = errorResponses(400, 401, 403, 404, 409);

/** Managing orders (docs/product/api.md, Orders — admin); behind the admin scope in app.ts. */
export const ordersAdminRoutes =
  (
    deps: Pick<
      OrdersDeps,
      'db' | 'mailer' | 'shopUrl' | 'onMailError' | 'onStockChanged' | 'payments' | 'discounts'
    >,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['orders'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            'Every order, newest first, a page at a time, by status or searched by number or email (admin only)',
          querystring: orderListQuerySchema,
          response: { 200: orderListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return listOrders(db, page, limit, filters);
      },
    );

    app.patch(
      '/update-order-status/:id',
      {
        schema: {
          tags,
          summary:
            "Set a paid order's status, with the carrier and tracking number when it ships; the change joins its history, and the shopper is mailed when it ships (admin only)",
          params: idParams,
          body: orderStatusBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => setOrderStatus(deps, request.params.id, request.body),
    );

    app.put(
      '/order/:id',
      {
        schema: {
          tags,
          summary: 'Change the fields an admin may change (the status) (admin only)',
          params: idParams,
          body: orderStatusBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => setOrderStatus(deps, request.params.id, request.body),
    );

    app.delete(
      '/delete-order/:id',
      {
        schema: {
          tags,
          summary: 'Delete an order; an unpaid one gives its held stock back (admin only)',
          params: idParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await removeOrder(deps, request.params.id);
        return { message: ORDER_MESSAGES.orderDeleted };
      },
    );
  };
