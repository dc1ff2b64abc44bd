import { errorResponses } from '@shop/shared/api-schemas';
import {
  shippingSettingsResponseSchema,
  shippingSettingsSchema,
} from '@shop/shared/orders/shipping-zones-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readShippingSettings, saveShippingSettings } from './shipping-settings.service';

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
          summary:
            'Every shipping zone with its places and delivery methods, on or off, in order (admin only)',
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
          summary: 'Replace the shipping zones, their places and their delivery methods (admin only)',
          description:
            'Zones and their methods are listed in order: an `id` keeps an existing zone or method, none adds one, and one left out is deleted (orders keep their own copy). A place belongs to one zone only. A 404 names an id that does not exist.',
          body: shippingSettingsSchema,
          response: { 200: shippingSettingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return saveShippingSettings(db, request.body);
      },
    );
  };
