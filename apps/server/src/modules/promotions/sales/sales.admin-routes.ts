import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { SALE_MESSAGES } from '@shop/shared/promotions/promotions';
import {
  saleBodySchema,
  saleListSchema,
  salePatchSchema,
  saleResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { createSale, deleteSale, listSales, updateSale } from './sales.service';

const idParams = z.object({ id: recordId('id must be a sale id') });

export interface SalesAdminDeps {
  db: Db;
  now: () => Date;
  /** Reprices the catalog after a sale is added, changed or removed (docs/decisions/032). */
  onSalesChanged: () => Promise<void>;
  /** The shop takes payments on a test checkout now: its test orders count in the takings. */
  testCheckout: boolean;
}

/** Scheduled sales for the shop owner (docs/product/api.md, Promotions); behind the admin scope. */
export const salesAdminRoutes =
  ({ db, now, onSalesChanged, testCheckout }: SalesAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['promotions'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            'Every scheduled sale with its state, and its orders and revenue net of refunds, test orders counted only on a test checkout (admin only)',
          response: { 200: saleListSchema, ...errorResponses(401, 403) },
        },
      },
      async () => listSales(db, now(), testCheckout),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Schedule a sale: percent off the whole shop, categories or chosen products (admin only)',
          body: saleBodySchema,
          response: { 201: saleResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const sale = await createSale(db, request.body, now());
        await onSalesChanged();
        return reply.status(201).send({ message: SALE_MESSAGES.created, sale });
      },
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary: 'Change a sale; its end must still come after its start (admin only)',
          params: idParams,
          body: salePatchSchema,
          response: { 200: saleResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const sale = await updateSale(db, request.params.id, request.body, now(), testCheckout);
        await onSalesChanged();
        return { message: SALE_MESSAGES.updated, sale };
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: 'Delete a sale; orders keep the prices they were bought at (admin only)',
          params: idParams,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteSale(db, request.params.id);
        await onSalesChanged();
        return { message: SALE_MESSAGES.deleted };
      },
    );
  };
