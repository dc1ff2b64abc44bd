import { errorResponses } from '@shop/shared/api-schemas';
import {
  lowStockSettingsBodySchema,
  lowStockSettingsSchema,
  productThresholdBodySchema,
  productThresholdSchema,
} from '@shop/shared/catalog/low-stock-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  lowStockSettings,
  productThreshold,
  saveLowStockSettings,
  setProductThreshold,
} from './low-stock.service';

const productParams = z.object({ productId: recordId('productId must be a product id') });

/** The owner's morning stock mail (docs/product/api.md, Low stock mail); behind the admin scope. */
export const lowStockAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['low stock'];
    const response = { 200: lowStockSettingsSchema, ...errorResponses(400, 401, 403) };

    app.get(
      '/settings',
      {
        schema: {
          tags,
          summary:
            'Whether the morning mail of sizes running low goes, from what hour (UTC), and at how many free units a size is low (admin only)',
          response,
        },
      },
      async () => lowStockSettings(db),
    );

    app.put(
      '/settings',
      {
        schema: {
          tags,
          summary:
            'Switch the morning stock mail on or off, and set its hour (UTC) and threshold (admin only)',
          body: lowStockSettingsBodySchema,
          response,
        },
      },
      async (request) => saveLowStockSettings(db, request.body),
    );

    app.get(
      '/products/:productId',
      {
        schema: {
          tags,
          summary: "A product's own low-stock threshold, null while the shop's applies (admin only)",
          params: productParams,
          response: { 200: productThresholdSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => productThreshold(db, request.params.productId),
    );

    app.put(
      '/products/:productId',
      {
        schema: {
          tags,
          summary:
            "Give a product its own low-stock threshold, or null to go back to the shop's (admin only)",
          params: productParams,
          body: productThresholdBodySchema,
          response: { 200: productThresholdSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => setProductThreshold(db, request.params.productId, request.body.threshold),
    );
  };
