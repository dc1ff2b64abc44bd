import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { insertProducts } from '../../db/seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestDatabase } from '../../test/test-app';
import { createLocalImageStore } from '../uploads/local-image-store';

// Two instances of the shop over one database, each remembering catalog answers for a minute,
// as `npm start` runs them behind a load balancer (docs/decisions/023).
const redisUrl = process.env.TEST_REDIS_URL;
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

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, [
    productFixture({ title: 'Shared Satin Skirt', handle: 'shared-satin-skirt', category: 'shoes' }),
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

    await editOn(three, admin, { category: 'dress' });
    expect(await skirtsOn(one)).toBe(0);
    expect(await skirtsOn(two)).toBe(0);
    await editOn(two, admin, { category: 'shoes', name: 'Shared Satin Skirt' });
    expect(await skirtsOn(one)).toBe(1);
    expect(await titleOn(three)).toBe('Shared Satin Skirt');
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
