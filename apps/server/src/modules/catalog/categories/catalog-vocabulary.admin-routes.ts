import { errorResponses } from '@shop/shared/api-schemas';
import { catalogVocabularySchema, vocabularyImportedSchema } from '@shop/shared/catalog/categories-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { exportVocabulary, importVocabulary } from './catalog-vocabulary.service';

const tags = ['categories'];

/**
 * The shop's categories and colours as one JSON file, out and in (docs/product/api.md,
 * Categories): what a Shopify product CSV cannot carry; behind the admin scope in app.ts.
 */
export const catalogVocabularyAdminRoutes =
  ({ db, hooks }: { db: Db; hooks: { catalogChanged(): Promise<void> } }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            "The shop's categories (with their size charts) and colours as a file; download=true asks the browser to save it (admin only)",
          querystring: z.object({
            download: z.enum(['true', 'false'], { error: () => 'download must be true or false' }).optional(),
          }),
          response: { 200: catalogVocabularySchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        if (request.query.download === 'true') {
          reply.header('content-disposition', 'attachment; filename="catalog-vocabulary.json"');
        }
        return exportVocabulary(db);
      },
    );

    app.put(
      '/',
      {
        schema: {
          tags,
          summary:
            "Make the shop's categories and colours what the file says: added or updated by handle and name, none deleted (admin only)",
          body: catalogVocabularySchema,
          response: { 200: vocabularyImportedSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => importVocabulary(db, request.body, hooks.catalogChanged),
    );
  };
