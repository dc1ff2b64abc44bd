import { errorResponses } from '@shop/shared/api-schemas';
import { IMAGE_FORMATS_TEXT, MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from '@shop/shared/uploads';
import { uploadImageBodySchema, uploadImageResponseSchema } from '@shop/shared/uploads-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageStore } from './image-store';
import { reencodeImageDataUrl, UPLOAD_MESSAGES } from './image-upload.service';

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

/**
 * POST /uploadImage (the documented path, outside /api), in the account scope: its guard answers
 * a guest before the body is read, so a guest's 7 MB upload is refused without parsing it.
 */
export const uploadAccountRoutes =
  (deps: { store: Pick<ImageStore, 'save'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/uploadImage',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        // Decoding and storing the picture never touch the database: no turn in its line for them.
        // The words of a 413 (plugins/errors.ts): Fastify's own do not say what the limit is.
        config: { usesDatabaseAfterLogin: false, tooLargeMessage: UPLOAD_MESSAGES.tooLarge },
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
          response: { 200: uploadImageResponseSchema, ...errorResponses(400, 401, 413, 429) },
        },
      },
      async (request) => {
        const webp = await withDecodeSlot(() => reencodeImageDataUrl(request.body.image));
        const url = await deps.store.save(webp);
        return { message: 'Image uploaded successfully', data: url };
      },
    );
  };
