import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Bucket, startFakeS3Bucket } from './fake-s3-bucket';
import type { S3Config } from './s3-image-store';
import { createS3ImageStore } from './s3-image-store';

interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Stands in for S3: records what the SDK sends and answers like a successful PutObject. */
let server: Server;
let endpoint: string;
const received: RecordedRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.url?.startsWith('/locked-bucket/')) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        );
        return;
      }
      response.writeHead(200, { etag: '"0123456789abcdef"', 'content-length': '0' });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function config(overrides: Partial<S3Config> = {}): S3Config {
  return {
    bucket: 'shop-images',
    region: 'eu-west-1',
    endpoint,
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
    publicUrl: 'https://cdn.shop.example',
    ...overrides,
  };
}

describe('createS3ImageStore', () => {
  it('puts the image path-style under uploads/ as image/webp with long caching', async () => {
    received.length = 0;
    const store = createS3ImageStore(config());
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes');

    const url = await store.save(data);

    expect(store.kind).toBe('s3');
    expect(url).toMatch(/^https:\/\/cdn\.shop\.example\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(received).toHaveLength(1);
    const [put] = received;
    const name = url.split('/').pop();
    expect(put?.method).toBe('PUT');
    expect(put?.url?.split('?')[0]).toBe(`/shop-images/uploads/${name}`);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-1\/s3\//,
    );
    expect(put?.body.equals(data)).toBe(true);
    expect(store.isOwnUrl(url)).toBe(true);
  });

  it('gives each image a new name', async () => {
    const store = createS3ImageStore(config());
    const first = await store.save(Buffer.from('a'));
    const second = await store.save(Buffer.from('b'));
    expect(first).not.toBe(second);
  });

  it('fails the save when the storage refuses it', async () => {
    const store = createS3ImageStore(config({ bucket: 'locked-bucket' }));
    await expect(store.save(Buffer.from('x'))).rejects.toThrow(/Access Denied/);
  });

  it('recognises only URLs of the exact shape it hands out', () => {
    const store = createS3ImageStore(config());
    const name = 'f'.repeat(32);
    expect(store.isOwnUrl(`https://cdn.shop.example/uploads/${name}.webp`)).toBe(true);
    for (const url of [
      `/uploads/${name}.webp`,
      `http://cdn.shop.example/uploads/${name}.webp`,
      `https://cdn.shop.example.evil.example/uploads/${name}.webp`,
      `https://cdn.shop.example/uploads/${name}.png`,
      `https://cdn.shop.example/uploads/${name}.webp#x`,
      `https://cdn.shop.example/uploads/../${name}.webp`,
      `https://cdn.shop.example/other/${name}.webp`,
      `https://cdn.shop.example/uploads/${'f'.repeat(31)}.webp`,
      `https://evil.example/?https://cdn.shop.example/uploads/${name}.webp`,
      '',
    ]) {
      expect(store.isOwnUrl(url), url).toBe(false);
    }
  });
});

describe('listing and deleting, for the cleanup of unused uploads', () => {
  let bucket: FakeS3Bucket;
  beforeAll(async () => {
    bucket = await startFakeS3Bucket('shop-images');
  });
  afterAll(async () => {
    await bucket.close();
  });
  const store = () => createS3ImageStore(config({ endpoint: bucket.endpoint }));
  const nameOf = (i: number) => `${i.toString(16).padStart(32, '0')}.webp`;

  it('lists the images save() wrote with when, a page at a time, and nothing else in the bucket', async () => {
    bucket.objects.clear();
    const written = new Date('2026-11-20T10:00:00.000Z');
    for (let i = 0; i < 1001; i++)
      bucket.objects.set(`uploads/${nameOf(i)}`, { body: Buffer.from('x'), lastModified: written });
    for (const key of ['uploads/readme.txt', `uploads/old/${nameOf(1)}`, `other/${nameOf(2)}`, nameOf(3)])
      bucket.objects.set(key, { body: Buffer.from('y'), lastModified: written });
    const saved = await store().save(Buffer.from('new'));
    bucket.requests.length = 0;

    const pages = [];
    for await (const page of store().list()) pages.push(page);

    const listed = pages.flat();
    expect(listed.map((image) => image.name).sort()).toEqual(
      [...Array.from({ length: 1001 }, (_, i) => nameOf(i)), saved.split('/').pop()].sort(),
    );
    expect(listed.find((image) => image.name === nameOf(7))?.savedAt).toEqual(written);
    expect(pages.length).toBe(2);
    expect(bucket.requests).toHaveLength(2);
    for (const request of bucket.requests)
      expect(request).toMatch(/^GET \/shop-images\/\?.*prefix=uploads%2F/);
  });

  it('deletes by name, a thousand per request, and never a key save() did not make', async () => {
    bucket.objects.clear();
    const now = new Date();
    for (let i = 0; i < 1500; i++)
      bucket.objects.set(`uploads/${nameOf(i)}`, { body: Buffer.from('x'), lastModified: now });
    bucket.objects.set('uploads/readme.txt', { body: Buffer.from('y'), lastModified: now });
    bucket.requests.length = 0;

    await store().remove([
      ...Array.from({ length: 1200 }, (_, i) => nameOf(i)),
      nameOf(99_999),
      'readme.txt',
      `../${nameOf(1400)}`,
    ]);

    expect([...bucket.objects.keys()].sort()).toEqual(
      ['uploads/readme.txt', ...Array.from({ length: 300 }, (_, i) => `uploads/${nameOf(1200 + i)}`)].sort(),
    );
    expect(bucket.requests.map((request) => request.split('?')[0])).toEqual([
      'POST /shop-images/',
      'POST /shop-images/',
    ]);
  });

  it('fails when the bucket refuses to delete one of them', async () => {
    bucket.objects.clear();
    bucket.objects.set(`uploads/${nameOf(1)}`, { body: Buffer.from('x'), lastModified: new Date() });
    bucket.refused.add(`uploads/${nameOf(1)}`);
    try {
      await expect(store().remove([nameOf(1)])).rejects.toThrow(
        /refused to delete uploads\/0+1\.webp: AccessDenied/,
      );
    } finally {
      bucket.refused.clear();
    }
  });
});
