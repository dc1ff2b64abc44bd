import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BUSY_MESSAGE } from './request-queue';

let t: TestApp;
let base = '';
// The admitted requests hold their turns until the test opens the gate, so the line is full
// however fast the database is (PostgreSQL answers 60 products before a crowd has arrived).
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));

beforeAll(async () => {
  // Real connections to a listening server, the embedded database on its own thread as in
  // `npm start`, and a line far shorter than the crowd.
  t = await createTestApp({
    pgliteThread: true,
    requestQueue: { maxActive: 2, maxQueued: 20, maxWaitMs: 10_000 },
    beforeReady: (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.url.startsWith('/api/shopify-products/products?limit=20')) await gate;
      });
    },
  });
  await insertProducts(
    t.database.db,
    Array.from({ length: 60 }, (_, i) => productFixture({ title: `Crowd Dress ${i}` })),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a crowd larger than the line', () => {
  it('gets quick 503s beyond the line, every other answer in full, and health checks answer throughout', async () => {
    const crowdSize = 150;
    const lineLength = 2 + 20;
    let refusedSoFar = 0;
    let allRefused: () => void = () => {};
    const everyoneBeyondTheLineRefused = new Promise<void>((resolve) => (allRefused = resolve));
    const crowd = Array.from({ length: crowdSize }, (_, i) =>
      fetch(`${base}/api/shopify-products/products?limit=20&page=${(i % 3) + 1}&sort=price-asc`).then(
        async (response) => {
          const body = (await response.json()) as { products?: unknown[]; message?: string };
          if (response.status === 503) {
            refusedSoFar += 1;
            if (refusedSoFar === crowdSize - lineLength) allRefused();
          }
          return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
        },
      ),
    );
    // Everyone beyond the line is answered while the line itself is still held.
    await everyoneBeyondTheLineRefused;
    expect(t.app.requestQueue?.stats()).toMatchObject({ active: 2, queued: 20 });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    openGate();
    const answers = await Promise.all(crowd);
    const refused = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(refused).toHaveLength(crowdSize - lineLength);
    expect(served).toHaveLength(lineLength);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.body).toEqual({ message: BUSY_MESSAGE });
    }
    for (const answer of served) expect(answer.body.products).toHaveLength(20);

    // Once the crowd has gone, the shop serves as before.
    expect((await fetch(`${base}/api/shopify-products/products?limit=5`)).status).toBe(200);
  });

  it('gives the turn of a client that left while waiting to the next one, so no turn is lost', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    let abandoned: () => void = () => {};
    const one = await createTestApp({
      requestQueue: { maxActive: 1, maxQueued: 5, maxWaitMs: 5_000 },
      beforeReady: (app) => {
        app.get('/api/test/held', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { held: true };
        });
        app.addHook('onRequestAbort', async (_request) => abandoned());
      },
    });
    try {
      await one.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(one.app.server.address() as AddressInfo).port}`;
      const running = new Promise<void>((resolve) => (started = resolve));
      const held = fetch(`${url}/api/test/held`);
      await running;
      const leaving = new AbortController();
      const gone = new Promise<void>((resolve) => (abandoned = resolve));
      const left = fetch(`${url}/api/shopify-products/categories`, { signal: leaving.signal }).catch(
        () => 'left',
      );
      // The request is in the line before its client goes.
      await expect.poll(() => one.app.requestQueue?.stats().queued, { interval: 5, timeout: 10_000 }).toBe(1);
      leaving.abort();
      expect(await left).toBe('left');
      await gone;
      release();
      expect((await held).status).toBe(200);
      // With the turn lost, each of these would wait 5 s for a 503.
      for (let i = 0; i < 3; i += 1) {
        expect((await fetch(`${url}/api/shopify-products/categories`)).status).toBe(200);
      }
    } finally {
      await one.close();
    }
  });
});
