import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, NO_RATE_LIMITS } from '../../lib/limits/rate-limiter';
import { createThrottle } from '../../lib/limits/throttle';
import { registerErrorHandler } from '../../plugins/errors';
import { registerRateLimits } from '../../plugins/requests/rate-limit';
import type { ImageStore } from './image-store';
import { UPLOAD_MESSAGES } from './image-upload.service';
import { createLocalImageStore } from './local-image-store';
import {
  animatedGif,
  HTML_PAGE,
  isWebp,
  noisePng,
  PDF_START,
  rotatedJpeg,
  SVG_WITH_SCRIPT,
  smallWebp,
  toDataUrl,
  widePngWithMetadata,
} from './test-images';
import { UPLOAD_BODY_LIMIT, uploadAccountRoutes } from './uploads.account-routes';
import { uploadRoutes } from './uploads.routes';

const LOGGED_IN = { 'x-test-user': '1' };

/** Stands in for plugins/guards' requireUser, so these tests need no database. */
async function requireTestUser(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers['x-test-user'] !== '1') {
    return reply.status(401).send({ message: AUTH_MESSAGES.mustLogIn });
  }
}

/** As app.ts registers them: uploading behind the account scope's guard, serving outside it. */
async function registerUploads(
  app: FastifyInstance,
  store: Pick<ImageStore, 'kind' | 'save' | 'isOwnUrl'>,
  uploadsDir: string | null,
) {
  await app.register(async (account) => {
    account.addHook('onRequest', requireTestUser);
    await account.register(uploadAccountRoutes({ store }));
  });
  await app.register(uploadRoutes({ uploadsDir }));
}

let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-uploads-api-'));
  // Built as app.ts builds the real app.
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerRateLimits(app, createThrottle(new MemoryRateLimiter(), NO_RATE_LIMITS));
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'test', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await registerUploads(app, createLocalImageStore(uploadsDir), uploadsDir);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

function upload(image: unknown, headers: Record<string, string> = LOGGED_IN) {
  return app.inject({ method: 'POST', url: '/uploadImage', headers, payload: { image } });
}

async function storedFiles(): Promise<string[]> {
  return readdir(uploadsDir);
}

describe('POST /uploadImage', () => {
  it.each([
    ['PNG', 'image/png', widePngWithMetadata],
    ['JPEG', 'image/jpeg', rotatedJpeg],
    ['GIF', 'image/gif', animatedGif],
    ['WebP', 'image/webp', smallWebp],
  ])('stores a %s as WebP and serves it as image/webp', async (_label, declared, draw) => {
    const response = await upload(toDataUrl(declared, await draw()));
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Image uploaded successfully');
    expect(data).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const stored = await readFile(path.join(uploadsDir, path.basename(data)));
    expect(isWebp(stored)).toBe(true);

    const served = await app.inject({ method: 'GET', url: data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Number(served.headers['content-length'])).toBe(stored.length);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('limits the longest side to 1600 px, keeps the aspect and keeps no metadata', async () => {
    const response = await upload(toDataUrl('image/png', await widePngWithMetadata()));
    const stored = await readFile(path.join(uploadsDir, path.basename(response.json().data)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('takes a PNG of almost 5 MB', async () => {
    const png = await noisePng(1250, 1300);
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const response = await upload(toDataUrl('image/png', png));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an SVG', 'image/svg+xml', SVG_WITH_SCRIPT],
    ['an SVG declared as PNG', 'image/png', SVG_WITH_SCRIPT],
    ['HTML renamed .png', 'image/png', HTML_PAGE],
    ['a PDF', 'application/pdf', PDF_START],
  ])('refuses %s with 400 and stores nothing', async (_label, declared, content) => {
    const before = await storedFiles();
    const response = await upload(toDataUrl(declared, content));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses what is not a data URL with 400', async () => {
    for (const image of ['https://example.com/cat.png', 'iVBORw0KGgo=', 'data:image/png;base64,***']) {
      const response = await upload(image);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notDataUrl });
    }
  });

  it('refuses a missing or empty image through the shared schema', async () => {
    for (const body of [{}, { image: '' }, { image: 42 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/uploadImage',
        headers: LOGGED_IN,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid field 'image': image must be a data URL/);
    }
  });

  it('refuses an image over 5 MB with 413 before reading it', async () => {
    // PNG signature then random bytes: over the limit, so never decoded.
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(MAX_IMAGE_BYTES, 0x5a),
    ]);
    const image = toDataUrl('image/png', bytes);
    expect(image.length).toBeLessThan(UPLOAD_BODY_LIMIT);
    const response = await upload(image);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('refuses a body over the route limit with 413 and a JSON message', async () => {
    const image = `data:image/png;base64,${'A'.repeat(UPLOAD_BODY_LIMIT)}`;
    const response = await upload(image);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('lets only logged-in users upload', async () => {
    const before = await storedFiles();
    const response = await upload(toDataUrl('image/webp', await smallWebp()), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.mustLogIn });
    expect(await storedFiles()).toEqual(before);
  });

  it('is documented under the uploads tag', () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(spec.paths['/uploadImage']?.post?.tags).toEqual(['uploads']);
  });
});

describe('GET /uploads/:name', () => {
  beforeAll(async () => {
    // Files that might end up in the folder by other means are still never served.
    await writeFile(path.join(uploadsDir, 'x.svg'), SVG_WITH_SCRIPT);
    await writeFile(path.join(uploadsDir, 'x.html'), HTML_PAGE);
  });

  it.each([
    '..%2Fetc%2Fpasswd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    'x.svg',
    'x.html',
    `${'a'.repeat(32)}.webp%00.html`,
    `${'A'.repeat(32)}.webp`,
    `${'a'.repeat(32)}.png`,
  ])('answers 404 for %s', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('answers 404 for a well-formed name that was never stored', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });
});

describe('the upload routes with S3 storage', () => {
  it('does not serve /uploads itself', async () => {
    const s3App = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    s3App.setValidatorCompiler(validatorCompiler);
    s3App.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerErrorHandler(s3App);
    registerRateLimits(s3App, createThrottle(new MemoryRateLimiter(), NO_RATE_LIMITS));
    const saved: Buffer[] = [];
    await registerUploads(
      s3App,
      {
        kind: 's3',
        save: async (data) => {
          saved.push(data);
          return `https://cdn.shop.example/uploads/${'b'.repeat(32)}.webp`;
        },
        isOwnUrl: () => false,
      },
      null,
    );
    try {
      const response = await s3App.inject({
        method: 'POST',
        url: '/uploadImage',
        headers: LOGGED_IN,
        payload: { image: toDataUrl('image/webp', await smallWebp()) },
      });
      expect(response.json()).toEqual({
        message: 'Image uploaded successfully',
        data: `https://cdn.shop.example/uploads/${'b'.repeat(32)}.webp`,
      });
      expect(saved.map(isWebp)).toEqual([true]);
      const served = await s3App.inject({ method: 'GET', url: `/uploads/${'b'.repeat(32)}.webp` });
      expect(served.statusCode).toBe(404);
    } finally {
      await s3App.close();
    }
  });
});
