import { errorResponses } from '@shop/shared/api-schemas';
import { shippingSettingsResponseSchema, shippingSettingsSchema } from '@shop/shared/orders/shipping-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readShippingSettings, saveShippingSettings } from './shipping.service';

/** Shipping settings for the shop owner (docs/product/api.md, Shipping); behind the admin scope. */
export const shippingAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['shipping'];

    app.get(
      '/settings',
      {
        schema: {
          tags,
          summary: 'The countries served and every delivery method, on or off, in order (admin only)',
          response: { 200: shippingSettingsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async () => {
        return readShippingSettings(db);
      },
    );

    app.put(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Replace the countries served and the delivery methods (admin only)',
          description:
            'Methods are listed in the order shoppers see them: an `id` keeps an existing method, none adds one, and a method left out is deleted (orders keep their own copy). A 404 names an id that does not exist.',
          body: shippingSettingsSchema,
          response: { 200: shippingSettingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return saveShippingSettings(db, request.body);
      },
    );
  };
