import { open } from 'node:fs/promises';
import path from 'node:path';
import { errorResponseSchema, messageResponseSchema } from '@shop/shared/api-schemas';
import { IMAGE_FORMATS_TEXT, MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from '@shop/shared/uploads';
import { uploadImageBodySchema, uploadImageResponseSchema } from '@shop/shared/uploads-schemas';
import type { FastifyError, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error';
import { isStoredImageName } from './image-name';
import type { ImageStore } from './image-store';
import { reencodeImageDataUrl, UPLOAD_MESSAGES } from './image-upload.service';

export interface UploadRoutesDeps {
  store: ImageStore;
  requireUser:
    | preHandlerAsyncHookHandler
    | ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>);
  /** The local store's folder, served at /uploads; null when images live in S3. */
  uploadsDir: string | null;
}

/**
 * Decoding a large image takes up to ~160 MB and a core for a moment; a few at a time per
 * process keeps a burst of uploads from starving the storefront's requests.
 */
const MAX_CONCURRENT_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * The largest file as a base64 data URL inside JSON, plus room for the header. Slightly larger
 * bodies still reach the service, which answers with the same too-large message.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 512 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** POST /uploadImage (the documented path, outside /api) and, for the local store, GET /uploads/:name. */
export const uploadRoutes =
  (deps: UploadRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/uploadImage',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        // Before the body is read: a guest's 7 MB upload is refused without parsing it.
        onRequest: deps.requireUser,
        // Decoding and storing the picture never touch the database: no turn in its line for them.
        config: { usesDatabaseAfterLogin: false },
        // Uploads per user (RATE_LIMIT_UPLOAD).
        preHandler: app.rateLimit('upload', (request) => `user:${request.user?.id ?? request.ip}`),
        schema: {
          tags: ['uploads'],
          summary: 'Upload an image',
          description:
            `Logged-in users only. ${IMAGE_FORMATS_TEXT} (recognised by its bytes), at most ${MAX_IMAGE_SIZE_TEXT}, as a ` +
            'base64 data URL. Stored re-encoded as WebP (longest side at most 1600 px, metadata ' +
            'removed); answers with its URL.',
          body: uploadImageBodySchema,
          response: {
            200: uploadImageResponseSchema,
            400: errorResponseSchema,
            401: messageResponseSchema,
            413: messageResponseSchema,
            429: messageResponseSchema,
          },
        },
        errorHandler: (error: FastifyError, _request, reply) => {
          // Fastify's own "Request body is too large" does not say what the limit is.
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.status(413).send({ message: UPLOAD_MESSAGES.tooLarge });
          }
          // Everything else goes to the app's error handler (plugins/errors.ts).
          throw error;
        },
      },
      async (request) => {
        const webp = await withDecodeSlot(() => reencodeImageDataUrl(request.body.image));
        const url = await deps.store.save(webp);
        return { message: 'Image uploaded successfully', data: url };
      },
    );

    const dir = deps.uploadsDir;
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
