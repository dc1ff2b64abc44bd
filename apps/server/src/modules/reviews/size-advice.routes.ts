import { errorResponses } from '@shop/shared/api-schemas';
import { sizeAdviceResponseSchema } from '@shop/shared/catalog/size-advice-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SizeAdviceDeps, sizeAdviceFor } from './size-advice.service';

/**
 * "Your size" on the product page (docs/product/api.md, Size advice): anyone may ask; a
 * logged-in shopper's answer weighs their own history and is theirs alone, a guest's depends on
 * the product only and may be kept for a minute.
 */
export const sizeAdviceRoutes =
  (deps: SizeAdviceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/:id/size-advice',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Which size of a product to take, and why; null when the shop does not know enough',
          params: z.object({ id: recordId('id must be a product id') }),
          response: { 200: sizeAdviceResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await request.currentUser();
        reply.header('vary', 'cookie, authorization');
        reply.header('cache-control', viewer ? 'private, no-store' : 'public, max-age=60');
        return sizeAdviceFor(deps, request.params.id, viewer?.id ?? null);
      },
    );
  };
