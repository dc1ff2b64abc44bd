import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sizesForCategory } from '@shop/shared/catalog/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutBody } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestDatabase } from '../../test/test-app';
import { createLocalImageStore } from '../uploads/local-image-store';
import { products } from './catalog.schema';

// Two instances of the shop over one database, each remembering catalog answers for a minute,
// as `npm start` runs them behind a load balancer (docs/decisions/023).
const redisUrl = process.env.TEST_REDIS_URL;

// The instances' Redis connections, so a test can wait until they answer: until then an
// instance reads from its own memory and forgets it all once Redis is there (decision 023).
// The suite shares one module registry per worker: emptying it first makes the app this file
// builds load the mocked Redis, not one an earlier file loaded.
const connections = vi.hoisted(() => {
  vi.resetModules();
  return [] as Redis[];
});
vi.mock('../../lib/stores/redis', async (original) => {
  const real = await original<typeof import('../../lib/stores/redis')>();
  return {
    ...real,
    connectRedis: (...args: Parameters<typeof real.connectRedis>) => {
      const redis = real.connectRedis(...args);
      connections.push(redis);
      return redis;
    },
  };
});
const redisAnswers = () =>
  Promise.all(
    connections.map((redis) =>
      redis.status === 'ready' ? null : new Promise((resolve) => redis.once('ready', resolve)),
    ),
  );
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
const opened: FastifyInstance[] = [];

async function instance(withRedis: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    webDist: false,
    catalogCacheSeconds: 60,
    catalogMemoSeconds: 60,
    redisUrl: withRedis ? redisUrl : undefined,
    imageStore: createLocalImageStore(uploadsDir),
    uploadsDir,
  });
  opened.push(app);
  return app;
}

// One unit of each size: a checkout of its S takes the last one.
const tee = productFixture({
  title: 'Shared Cotton Tee',
  handle: 'shared-cotton-tee',
  category: 'dress',
  stock: 1,
});
const teeS = tee.variants.find((variant) => variant.size === 'S')?.id as string;
const belt = productFixture({
  title: 'Shared Leather Belt',
  handle: 'shared-leather-belt',
  category: 'accessories',
});

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, [
    productFixture({ title: 'Shared Satin Skirt', handle: 'shared-satin-skirt', category: 'shoes' }),
    tee,
    belt,
  ]);
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await database.dispose();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function editOn(app: FastifyInstance, admin: LoggedIn, payload: object) {
  const product = (await app.inject('/api/shopify-products/products/shared-satin-skirt')).json();
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/products/update-product/${product.id}`,
    headers: admin.bearer,
    payload,
  });
  expect(response.statusCode).toBe(200);
}

const titleOn = async (app: FastifyInstance) =>
  (await app.inject('/api/shopify-products/products/shared-satin-skirt')).json().title as string;
const skirtsOn = async (app: FastifyInstance) =>
  (await app.inject('/api/shopify-products/products?category=shoes')).json().total as number;

describe.runIf(redisUrl)('several instances with Redis', () => {
  it("serve another instance's product change on their very next read", async () => {
    const [one, two, three] = [await instance(true), await instance(true), await instance(true)];
    const admin = await registerAndLogin(one, database.db, { role: 'admin' });
    // Each instance remembers the product, the category's page and its total.
    for (const app of [one, two, three]) {
      expect(await titleOn(app)).toBe('Shared Satin Skirt');
      expect(await skirtsOn(app)).toBe(1);
    }

    await editOn(one, admin, { name: 'Renamed Satin Skirt' });
    expect(await titleOn(two)).toBe('Renamed Satin Skirt');
    expect(await titleOn(three)).toBe('Renamed Satin Skirt');

    // The shoe sizes go with their stock, as the owner confirms (docs/product/rules.md, Sizes).
    await editOn(three, admin, { category: 'dress', dropSizes: sizesForCategory('shoes') });
    expect(await skirtsOn(one)).toBe(0);
    expect(await skirtsOn(two)).toBe(0);
    await editOn(two, admin, { category: 'shoes', name: 'Shared Satin Skirt' });
    expect(await skirtsOn(one)).toBe(1);
    expect(await titleOn(three)).toBe('Shared Satin Skirt');
  });

  it("show a hold made on one instance on the others' next read of that product, and only that product", async () => {
    const [one, two] = [await instance(true), await instance(true)];
    await redisAnswers();
    const teeSOn = async (app: FastifyInstance) =>
      (
        (await app.inject('/api/shopify-products/products/shared-cotton-tee')).json() as {
          variants: { edges: { node: { id: string; availableForSale: boolean } }[] };
        }
      ).variants.edges.find(({ node }) => node.id === teeS)?.node.availableForSale;
    const beltOn = async (app: FastifyInstance) =>
      (await app.inject('/api/shopify-products/products/shared-leather-belt')).json().title as string;
    expect(await teeSOn(two)).toBe(true);
    expect(await beltOn(two)).toBe('Shared Leather Belt');
    // Renamed behind the shop's back: while two says the old title, it serves its kept answer.
    await database.db.update(products).set({ title: 'Quietly Renamed Belt' }).where(eq(products.id, belt.id));

    const shopper = await registerAndLogin(one, database.db);
    const held = await one.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(one, shopper.user.email, [{ id: teeS, quantity: 1 }]),
    });
    expect(held.statusCode).toBe(200);
    expect(await teeSOn(one)).toBe(false);
    expect(await teeSOn(two)).toBe(false);
    expect(await beltOn(two)).toBe('Shared Leather Belt');
  });
});

describe('instances without Redis', () => {
  it('keep serving what they remember until it expires: only their own writes clear it', async () => {
    const [one, two] = [await instance(false), await instance(false)];
    const admin = await registerAndLogin(one, database.db, { role: 'admin' });
    const before = await titleOn(two);
    await editOn(one, admin, { name: 'Locally Renamed Skirt' });
    expect(await titleOn(one)).toBe('Locally Renamed Skirt');
    expect(await titleOn(two)).toBe(before);
    await editOn(one, admin, { name: before });
  });
});
