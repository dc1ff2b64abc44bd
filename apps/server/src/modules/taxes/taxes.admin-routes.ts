import { errorResponses } from '@shop/shared/api-schemas';
import {
  TAX_MESSAGES,
  taxSettingsBodySchema,
  taxSettingsResponseSchema,
} from '@shop/shared/orders/taxes/taxes-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readTaxSettings, saveTaxSettings } from './taxes.service';

/** Tax settings for the shop owner (docs/product/api.md, Taxes); behind the admin scope. */
export const taxAdminRoutes =
  ({ db, now }: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['taxes'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            'The default rate, the places’ own rates, prices with or without tax, and the seller (admin only)',
          response: { 200: taxSettingsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async () => readTaxSettings(db),
    );

    app.put(
      '/',
      {
        schema: {
          tags,
          summary: 'Replace the tax settings (admin only)',
          description:
            'Rates are in percent with at most three decimals (7.25). A place is a whole country or one US state or Canadian province (its code), with one rate at most. Orders placed before keep what they were taxed.',
          body: taxSettingsBodySchema,
          response: { 200: taxSettingsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        ...(await saveTaxSettings(db, request.body, now())),
        message: TAX_MESSAGES.settingsSaved,
      }),
    );
  };
