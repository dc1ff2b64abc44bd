import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error';
import { isStoredImageName } from './image-name';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/:name for the local store, public like any picture on a page; uploading is in
 * uploads.account-routes.ts. `uploadsDir` is null when images live in S3: nothing to serve.
 */
export const uploadRoutes =
  ({ uploadsDir: dir }: { uploadsDir: string | null }): FastifyPluginAsyncZod =>
  async (app) => {
    if (dir === null) return;

    app.get(
      '/uploads/:name',
      {
        schema: {
          tags: ['uploads'],
          summary: 'An uploaded image (local storage only)',
          params: z.object({ name: z.string() }),
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        // Only names the store makes: no path separators, no '..', no other file types.
        if (!isStoredImageName(name)) throw new DomainError(404, 'Image not found');
        const file = await open(path.join(dir, name), 'r').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        if (!file) throw new DomainError(404, 'Image not found');
        const size = await file.stat().then(
          (stats) => stats.size,
          async (error: unknown) => {
            await file.close();
            throw error;
          },
        );
        return (
          reply
            .type('image/webp')
            .header('content-length', size)
            .header('cache-control', IMMUTABLE)
            .header('x-content-type-options', 'nosniff')
            // The bytes are always a WebP we encoded; should that ever fail, nothing opened from
            // this URL may run or load anything.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(file.createReadStream())
        );
      },
    );
  };
