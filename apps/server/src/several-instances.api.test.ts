import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './test/auth-fixtures';
import { freePort } from './test/free-port';
import { TEST_ADDRESS } from './test/order-fixtures';
import { createPostgresTestDatabase } from './test/test-app';

// Three instances of the shop as `npm start` runs them, each its own process on its own port,
// on one PostgreSQL database and one Redis: what a load balancer spreads shoppers over
// (docs/decisions/023). Every test sends one shopper's requests to different instances.
const redisUrl = process.env.TEST_REDIS_URL;
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const ADMIN = { email: 'owner@several.example', password: 'Owner#Several2026' };

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

async function start(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Instances that share a database share the secret guest cookies are signed with.
      SESSION_SECRET: 'several-instances-share-one-secret-for-their-guests',
      DEMO_CATALOG_SIZE: '12',
      // The demo's daily sale (18:00-20:00 UTC) would take 20% off the prices these tests check.
      DEMO_DAILY_SALE: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_LOGIN_ACCOUNT: '3/15m',
      // The machine's Redis outlives a run: limits per address would add up over runs, since
      // every run comes from 127.0.0.1. The per-account limit counts fresh accounts each run.
      RATE_LIMIT_LOGIN_CLIENT: 'off',
      RATE_LIMIT_REGISTER: 'off',
      RATE_LIMIT_CHECKOUT: 'off',
      MAX_HELD_UNITS_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

/** Waits until the instance says it is ready, as a load balancer's health check would. */
async function ready(instance: Instance): Promise<void> {
  // Well inside the hook's timeout, so a stuck start fails here with the instance's own output.
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (instance.process.exitCode !== null) throw new Error(`instance exited:\n${instance.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`instance not ready after 45 s:\n${instance.output.join('')}`);
    const ok = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let instances: Instance[] = [];
let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let sql: pg.Pool;

beforeAll(async () => {
  if (!redisUrl || process.env.TEST_DB !== 'postgres') return;
  database = await createPostgresTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-several-'));
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  // All three start at once on an empty database: seeding and the first admin happen once.
  instances = await Promise.all([1, 2, 3].map(() => start(database.url, dataDir)));
  await Promise.all(instances.map(ready));
}, 90_000);

afterAll(async () => {
  for (const instance of instances) instance.process.kill('SIGTERM');
  await Promise.all(
    instances.map((instance) =>
      instance.process.exitCode === null
        ? new Promise((resolve) => instance.process.once('exit', resolve))
        : null,
    ),
  );
  await sql?.end();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; body?: Json } = {},
) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

async function login(instance: Instance, email: string, password: string): Promise<string> {
  const response = await call(instance, 'POST', '/api/auth/login', { body: { email, password } });
  expect(response.status).toBe(200);
  return response.json.token as string;
}

async function shopper(instance: Instance) {
  const account = newAccount();
  expect((await call(instance, 'POST', '/api/auth/register', { body: account })).status).toBe(201);
  return { ...account, token: await login(instance, account.email, account.password) };
}

/** A product of the admin's with one size of `stock` units, made through `instance`. */
async function productWithStock(instance: Instance, token: string, stock: number) {
  const created = await call(instance, 'POST', '/api/products/created-product', {
    token,
    body: {
      name: `Several Instances Scarf ${Math.random().toString(36).slice(2, 8)}`,
      category: 'accessories',
      color: 'blue',
      price: 40,
      description: 'A scarf sold by three instances at once.',
      images: ['/uploads/scarf.webp'],
      sizes: [{ size: 'One Size', stock }],
    },
  });
  expect(created.status).toBe(201);
  const product = await call(instance, 'GET', `/api/shopify-products/products/${created.json.handle}`);
  const variant = (product.json.variants as { edges: { node: { id: string } }[] }).edges[0]?.node
    .id as string;
  return { id: created.json._id as string, handle: created.json.handle as string, variant };
}

describe.runIf(redisUrl && process.env.TEST_DB === 'postgres')(
  'three instances on one PostgreSQL and Redis',
  () => {
    it('seeded the demo catalog and made the first admin once, though they started together', async () => {
      const { rows } = await sql.query(
        "select (select count(*)::int from products) as products, (select count(*)::int from users where role = 'admin') as admins",
      );
      expect(rows[0]).toEqual({ products: 12, admins: 1 });
    });

    it('a session made on one works on the others, and logging out on one ends it on all', async () => {
      const [one, two, three] = instances as [Instance, Instance, Instance];
      const { token, email } = await shopper(one);
      for (const instance of [one, two, three]) {
        expect((await call(instance, 'GET', '/api/auth/me', { token })).json).toMatchObject({
          user: { email },
        });
      }
      expect((await call(two, 'POST', '/api/auth/logout', { token })).status).toBe(200);
      for (const instance of [one, two, three]) {
        expect((await call(instance, 'GET', '/api/auth/me', { token })).json).toMatchObject({ user: null });
      }
    });

    it('counts failed logins across all three', async () => {
      const [one, two, three] = instances as [Instance, Instance, Instance];
      const { email, password } = await shopper(one);
      for (const instance of [one, two, three]) {
        const attempt = await call(instance, 'POST', '/api/auth/login', {
          body: { email, password: 'Wrong#Pass1' },
        });
        expect(attempt.status).toBe(401);
      }
      // The fourth, on any instance, even with the right password.
      const locked = await call(one, 'POST', '/api/auth/login', { body: { email, password } });
      expect(locked.status).toBe(429);
    });

    it('serves a product edited through one fresh from the others at once', async () => {
      const [one, two, three] = instances as [Instance, Instance, Instance];
      const token = await login(one, ADMIN.email, ADMIN.password);
      const product = await productWithStock(one, token, 5);
      // Both others remember the product's page (the cache is on, as npm start runs it).
      for (const instance of [two, three]) {
        expect((await call(instance, 'GET', `/api/shopify-products/products/${product.handle}`)).status).toBe(
          200,
        );
      }
      const edited = await call(one, 'PATCH', `/api/products/update-product/${product.id}`, {
        token,
        body: { price: 55 },
      });
      expect(edited.status).toBe(200);
      for (const instance of [two, three]) {
        const page = await call(instance, 'GET', `/api/shopify-products/products/${product.handle}`);
        expect(page.json.priceRange).toEqual({ minVariantPrice: { amount: '55.00', currencyCode: 'USD' } });
      }
    });

    it('starts a sale made through one on time on all: their kept answers show its price', async () => {
      const [one, two, three] = instances as [Instance, Instance, Instance];
      const token = await login(one, ADMIN.email, ADMIN.password);
      const product = await productWithStock(one, token, 5);
      const price = async (instance: Instance) =>
        (await call(instance, 'GET', `/api/shopify-products/products/${product.handle}`)).json.priceRange
          .minVariantPrice.amount as string;
      const before = await price(one);
      for (const instance of [two, three]) expect(await price(instance)).toBe(before);
      const created = await call(one, 'POST', '/api/sales', {
        token,
        body: {
          name: 'Instances sale',
          percentOff: 50,
          productIds: [product.id],
          startsAt: new Date(Date.now() + 1500).toISOString(),
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      expect(created.status).toBe(201);
      const half = (Math.round(Number(before) * 100) / 2 / 100).toFixed(2);
      // What a shopper would wait for: the price on whichever instance the balancer picks.
      for (const instance of [one, two, three]) {
        // Sooner than the 10 s an instance keeps an answer: the start reached every instance's memory.
        await expect.poll(() => price(instance), { timeout: 6_000, interval: 250 }).toBe(half);
      }
    });

    it('honours on every instance a hold made on one, and fulfils a payment confirmed on two at once once', async () => {
      const [one, two, three] = instances as [Instance, Instance, Instance];
      const admin = await login(one, ADMIN.email, ADMIN.password);
      const product = await productWithStock(one, admin, 1);
      const buyer = await shopper(one);
      const rival = await shopper(two);
      const methods = (await call(one, 'GET', '/api/shipping/methods?country=US')).json.methods;
      const delivery = { shippingAddress: TEST_ADDRESS, shippingMethodId: methods[0].id };
      const checkout = (instance: Instance, who: { token: string; email: string }) =>
        call(instance, 'POST', '/api/orders/create-checkout-session', {
          token: who.token,
          body: { products: [{ id: product.variant, quantity: 1 }], user_email: who.email, ...delivery },
        });

      const offered = async (instance: Instance) =>
        (await call(instance, 'GET', `/api/shopify-products/products/${product.handle}`)).json.variants
          .edges[0].node.availableForSale as boolean;
      // Every instance keeps the product's answer, offering its one unit.
      for (const instance of [one, two, three]) expect(await offered(instance)).toBe(true);

      const held = await checkout(one, buyer);
      expect(held.status).toBe(200);
      // The only unit is held for the buyer: nobody can check it out anywhere, and no instance
      // offers it any more (docs/decisions/028).
      for (const instance of [one, two, three]) expect(await offered(instance)).toBe(false);
      expect((await checkout(two, rival)).status).toBe(409);
      expect((await checkout(three, rival)).status).toBe(409);

      // The buyer's card is charged on two instances at the same moment (a double submit
      // spread by the load balancer, or the success page racing the reconciler).
      const pay = (instance: Instance) =>
        fetch(`${instance.url}/checkout/${held.json.id}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            authorization: `Bearer ${buyer.token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            name: 'Ada Shopper',
            number: '4242 4242 4242 4242',
            expiry: '12/39',
            cvc: '123',
          }),
        });
      const payments = await Promise.all([pay(two), pay(three)]);
      expect(payments.map((response) => response.status)).toEqual([303, 303]);

      const settled = async () =>
        (
          await sql.query(
            `select o.payment_status, v.stock, v.reserved,
        (select count(*)::int from outbox m where m.subject = '[Test] Your Velora order ' || o.order_number) as mails
       from orders o join order_lines l on l.order_id = o.id join product_variants v on v.id = l.variant_id
       where o.payment_session_id = $1`,
            [held.json.id],
          )
        ).rows;
      // The confirmation mail goes out after the answer, never holding it up: wait for it as the
      // shopper would.
      await expect.poll(settled).toEqual([{ payment_status: 'paid', stock: 0, reserved: 0, mails: 1 }]);
    });
  },
);
