import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { createTestDatabase } from '../../test/test-app';
import { type FakeS3Bucket, startFakeS3Bucket } from './fake-s3-bucket';
import type { ImageStore } from './image-store';
import { createLocalImageStore } from './local-image-store';
import { createS3ImageStore } from './s3-image-store';
import { smallWebp, toDataUrl } from './test-images';

// Uploads nothing uses any more are deleted an hour (the default grace period) after they were
// written, on the local disk and in an S3 bucket alike (docs/product/rules.md, Pictures); the
// shop's clock is moved instead of waiting. On PGlite and (server-postgres) on PostgreSQL.

const MINUTE = 60_000;

let pictures: Server;
let picturesUrl: string;
let bucket: FakeS3Bucket;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer();
  // Another site's pictures, which a CSV import fetches and stores like uploads.
  pictures = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  bucket = await startFakeS3Bucket('shop-images');
});
afterAll(async () => {
  await new Promise((resolve) => pictures.close(resolve));
  await bucket.close();
});

interface Shop {
  app: FastifyInstance;
  admin: LoggedIn;
  shopper: LoggedIn;
  store: ImageStore;
  clock: { now: Date };
  close(): Promise<void>;
}

async function openShop(kind: 'local' | 's3', uploadCleanupGraceSeconds?: number | null): Promise<Shop> {
  const database = await createTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'shop-unused-uploads-'));
  const store =
    kind === 'local'
      ? createLocalImageStore(uploadsDir)
      : createS3ImageStore({
          bucket: 'shop-images',
          region: 'eu-west-1',
          endpoint: bucket.endpoint,
          accessKeyId: 'test-access-key',
          secretAccessKey: 'test-secret-key',
          publicUrl: 'https://cdn.shop.example',
        });
  const clock = { now: new Date() };
  const app = await buildApp({
    database,
    webDist: false,
    imageStore: store,
    uploadsDir: kind === 'local' ? uploadsDir : null,
    clock: () => clock.now,
    importFetchesPrivateHosts: true,
    uploadCleanupGraceSeconds,
  });
  await app.ready();
  return {
    app,
    admin: await registerAndLogin(app, database.db, { role: 'admin' }),
    shopper: await registerAndLogin(app, database.db),
    store,
    clock,
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

describe.each(['local', 's3'] as const)('unused uploads in the %s store', (kind) => {
  let shop: Shop;
  beforeAll(async () => {
    bucket.objects.clear();
    shop = await openShop(kind);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const nameOf = (url: string) => url.split('/').pop() as string;

  async function upload(who: LoggedIn): Promise<string> {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/uploadImage',
      headers: who.bearer,
      payload: { image: toDataUrl('image/webp', await smallWebp()) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as string;
  }

  /** The names of the images the store holds now. */
  async function stored(): Promise<Set<string>> {
    const names = new Set<string>();
    for await (const page of shop.store.list()) for (const image of page) names.add(image.name);
    return names;
  }

  /** A round of the cleanup, as it would run this many minutes from now. */
  function collectAt(minutesFromNow: number) {
    shop.clock.now = new Date(Date.now() + minutesFromNow * MINUTE);
    return shop.app.collectUnusedUploads();
  }

  function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, who: LoggedIn, payload?: object) {
    return shop.app.inject({ method, url, headers: who.bearer, ...(payload ? { payload } : {}) });
  }

  async function createProduct(images: string[], stock = 0) {
    const created = await send('POST', '/api/products/created-product', shop.admin, {
      name: 'Poppy Linen Wrap Dress',
      category: 'dress',
      color: 'red',
      price: 89.5,
      description: 'A wrap dress in washed linen.',
      images,
      sizes: [{ size: 'M', stock }],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; images: string[]; sizes: { variantId: string }[] };
  }

  it('keeps every upload younger than the grace period, used or not', async () => {
    const unattached = await upload(shop.shopper);
    const profile = await upload(shop.shopper);
    expect(
      (await send('PATCH', '/api/auth/edit-profile', shop.shopper, { profileImage: profile })).statusCode,
    ).toBe(200);

    expect(await collectAt(59)).toBe(0);

    const names = await stored();
    expect(names.has(nameOf(unattached))).toBe(true);
    expect(names.has(nameOf(profile))).toBe(true);
  });

  it('deletes an upload never attached to anything once the grace period is over', async () => {
    const unattached = await upload(shop.admin);

    expect(await collectAt(61)).toBeGreaterThanOrEqual(1);

    expect((await stored()).has(nameOf(unattached))).toBe(false);
    if (kind === 'local') {
      expect((await shop.app.inject({ method: 'GET', url: unattached })).statusCode).toBe(404);
    }
  });

  it('deletes a replaced profile picture and keeps the one shown', async () => {
    const first = await upload(shop.shopper);
    await send('PATCH', '/api/auth/edit-profile', shop.shopper, { profileImage: first });
    const second = await upload(shop.shopper);
    const edited = await send('PATCH', '/api/auth/edit-profile', shop.shopper, { profileImage: second });
    expect(edited.json().user.profileImage).toBe(second);

    await collectAt(61);

    const names = await stored();
    expect(names.has(nameOf(first))).toBe(false);
    expect(names.has(nameOf(second))).toBe(true);
    if (kind === 'local') {
      expect((await shop.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    }
  });

  it("deletes a picture removed from a product and a deleted product's pictures, keeping the rest", async () => {
    const [front, back, other] = [
      await upload(shop.admin),
      await upload(shop.admin),
      await upload(shop.admin),
    ];
    const kept = await createProduct([front, back]);
    const edited = await send('PATCH', `/api/products/update-product/${kept.id}`, shop.admin, {
      images: [back],
    });
    expect(edited.json().images).toEqual([back]);
    const gone = await createProduct([other]);
    expect((await send('DELETE', `/api/products/${gone.id}`, shop.admin)).statusCode).toBe(200);

    expect(await collectAt(61)).toBe(2);

    const names = await stored();
    expect(names.has(nameOf(front))).toBe(false);
    expect(names.has(nameOf(other))).toBe(false);
    expect(names.has(nameOf(back))).toBe(true);
  });

  it('keeps the picture an order line shows after its product is deleted', async () => {
    const picture = await upload(shop.admin);
    const product = await createProduct([picture], 3);
    await checkoutOne(shop.app, shop.shopper, product.sizes[0]?.variantId as string);
    expect((await send('DELETE', `/api/products/${product.id}`, shop.admin)).statusCode).toBe(200);

    await collectAt(61);

    expect((await stored()).has(nameOf(picture))).toBe(true);
    const orders = await shop.app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: shop.shopper.bearer,
    });
    expect(orders.json()[0].items[0].image).toBe(picture);
  });

  it('deletes the pictures an import stored before it failed', async () => {
    const before = await stored();
    const header =
      'Handle,Title,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty,Image Src';
    const csv = [
      header,
      `linen-shirt,Linen Shirt,Dresses,Size,M,Color,Red,40.00,2,${picturesUrl}/shirt.png`,
      'cropped-top,Cropped Top,Dresses,Size,M,Color,Red,-5,2,',
    ].join('\n');
    const imported = await shop.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { ...shop.admin.bearer, 'content-type': 'text/csv' },
      payload: csv,
    });
    // One bad row rolls the whole file back, but the good row's picture was fetched and stored first.
    expect(imported.json().errors).toMatchObject([{ line: 3, column: 'Variant Price' }]);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/shopify-products/products/linen-shirt' }))
        .statusCode,
    ).toBe(404);
    const left = [...(await stored())].filter((name) => !before.has(name));
    expect(left).toHaveLength(1);

    await collectAt(61);

    expect((await stored()).has(left[0] as string)).toBe(false);
  });
});

it('keeps every upload when UPLOAD_CLEANUP_GRACE_MINUTES is off', async () => {
  const shop = await openShop('local', null);
  try {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/uploadImage',
      headers: shop.shopper.bearer,
      payload: { image: toDataUrl('image/webp', await smallWebp()) },
    });
    const url = answer.json().data as string;
    shop.clock.now = new Date(Date.now() + 30 * 24 * 60 * MINUTE);

    expect(await shop.app.collectUnusedUploads()).toBe(0);

    expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  } finally {
    await shop.close();
  }
}, 120_000);
