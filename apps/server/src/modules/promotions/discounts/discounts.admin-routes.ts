import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import {
  discountBodySchema,
  discountListSchema,
  discountPatchSchema,
  discountResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { createDiscount, deleteDiscount, listDiscounts, updateDiscount } from './discounts-admin.service';

const idParams = z.object({ id: recordId('id must be a discount code id') });

/** Discount codes for the shop owner (docs/product/api.md, Promotions); behind the admin scope. */
export const discountsAdminRoutes =
  ({
    db,
    now,
    testCheckout,
  }: {
    db: Db;
    now: () => Date;
    /** The shop takes payments on a test checkout now: its test orders count in the takings. */
    testCheckout: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['promotions'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            'Every discount code with its state, uses, and the revenue of its orders net of refunds, test orders counted only on a test checkout, newest first (admin only)',
          response: { 200: discountListSchema, ...errorResponses(401, 403) },
        },
      },
      async () => listDiscounts(db, now(), testCheckout),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Create a discount code: percent, fixed amount or free delivery (admin only)',
          description:
            'Codes are the same whatever their case: one that exists already is a 409 naming `code`.',
          body: discountBodySchema,
          response: { 201: discountResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: DISCOUNT_MESSAGES.created,
          discount: await createDiscount(db, request.body, now()),
        }),
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'Change a discount code; its limit never goes below the uses counted and held (admin only)',
          params: idParams,
          body: discountPatchSchema,
          response: { 200: discountResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        message: DISCOUNT_MESSAGES.updated,
        discount: await updateDiscount(db, request.params.id, request.body, now(), testCheckout),
      }),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: 'Delete a discount code; orders that used it keep its words and amount (admin only)',
          params: idParams,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteDiscount(db, request.params.id);
        return { message: DISCOUNT_MESSAGES.deleted };
      },
    );
  };
