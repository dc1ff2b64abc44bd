import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import {
  addressBodySchema,
  addressListResponseSchema,
  addressResponseSchema,
} from '@shop/shared/orders/shipping-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service';

const errors = errorResponses(400, 401, 404, 409);
const addressParams = z.object({ id: recordId('id must be an address id') });

/**
 * A logged-in shopper's address book (docs/product/api.md, Addresses), in the account scope. The
 * service keeps each shopper to their own addresses: another's id answers 404.
 */
export const addressesAccountRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['addresses'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "The caller's saved addresses, the default first, then the newest",
          response: { 200: addressListResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        return { addresses: await listAddresses(db, userOf(request)) };
      },
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Save an address; the first one, or one sent with isDefault true, becomes the default',
          body: addressBodySchema,
          response: { 201: addressResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const address = await createAddress(db, userOf(request), request.body);
        return reply.status(201).send({ message: SHIPPING_MESSAGES.addressSaved, address });
      },
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary: "Replace one of the caller's addresses; isDefault true makes it the default",
          params: addressParams,
          body: addressBodySchema,
          response: { 200: addressResponseSchema, ...errors },
        },
      },
      async (request) => {
        const address = await updateAddress(db, userOf(request), request.params.id, request.body);
        return { message: SHIPPING_MESSAGES.addressSaved, address };
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: "Delete one of the caller's addresses; the newest left becomes the default if it was",
          params: addressParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deleteAddress(db, userOf(request), request.params.id);
        return { message: SHIPPING_MESSAGES.addressDeleted };
      },
    );
  };
