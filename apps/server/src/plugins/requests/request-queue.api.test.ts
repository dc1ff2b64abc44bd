import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BUSY_MESSAGE } from './request-queue';

let t: TestApp;
let release: () => void = () => {};
let started: () => void = () => {};
let parsing: () => void = () => {};

beforeAll(async () => {
  // One at a time, one waiting, for at most 3 s: small enough to fill from a test, long enough for
  // the waiting request to be served on a busy machine.
  t = await createTestApp({
    requestQueue: { maxActive: 1, maxQueued: 1, maxWaitMs: 3000 },
    beforeReady: (app) => {
      const hold = async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { held: true };
      };
      app.get('/api/test/held', hold);
      // Work that, like an upload's, never touches the database once the caller is known.
      app.post('/api/test/file-work', { config: { usesDatabaseAfterLogin: false } }, hold);
      // Runs after the line's own hook for this stage: the body is about to be read.
      app.addHook('preParsing', async (_request, _reply, payload) => {
        parsing();
        return payload;
      });
    },
  });
});
afterAll(() => t.close());

/** inject() sends when its answer is first asked for; this sends at once. */
const send = (url: string) => Promise.resolve(t.app.inject(url));

/** Starts the held request and resolves once it is doing its work (it has the only turn). */
async function holdTheOnlyTurn() {
  const running = new Promise<void>((resolve) => (started = resolve));
  const held = send('/api/test/held');
  await running;
  // Wrapped, or awaiting this function would wait for the held answer itself.
  return { held };
}

describe('the line for the database', () => {
  it('answers 503 with Retry-After at once beyond the line, and serves the waiting in turn', async () => {
    const { held } = await holdTheOnlyTurn();
    const waiting = send('/api/shopify-products/products?limit=1');
    const refused = await t.app.inject('/api/shopify-products/categories');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: BUSY_MESSAGE });
    // Health checks do not wait in the line: they answer while it is full.
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    release();
    expect((await held).json()).toEqual({ held: true });
    expect((await waiting).statusCode).toBe(200);
    // The line is empty again.
    expect((await t.app.inject('/api/shopify-products/categories')).statusCode).toBe(200);
  });

  it('answers 503 to a request that waited as long as it may', async () => {
    const { held } = await holdTheOnlyTurn();
    const waited = await t.app.inject('/api/shopify-products/products?limit=1');
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    release();
    await held;
  });

  it('holds no turn while a body is still arriving, and takes one again once it has', async () => {
    const login = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' });
    const body = new PassThrough();
    const reading = new Promise<void>((resolve) => (parsing = resolve));
    const slow = Promise.resolve(
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': String(login.length) },
        payload: body,
      }),
    );
    body.write(login.slice(0, 5));
    await reading;
    // The only turn is free while the client takes its time: another shopper is served.
    expect((await t.app.inject('/api/shopify-products/categories')).statusCode).toBe(200);
    body.end(login.slice(5));
    const answered = await slow;
    expect(answered.statusCode).toBe(401);
    expect(t.app.requestQueue?.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('takes no turn again for work that never touches the database', async () => {
    const running = new Promise<void>((resolve) => (started = resolve));
    const work = Promise.resolve(
      t.app.inject({ method: 'POST', url: '/api/test/file-work', payload: { picture: 'x' } }),
    );
    await running;
    expect((await t.app.inject('/api/shopify-products/categories')).statusCode).toBe(200);
    release();
    expect((await work).json()).toEqual({ held: true });
  });

  it('lets files through without a turn: they never touch the database', async () => {
    const { held } = await holdTheOnlyTurn();
    const picture = await t.app.inject('/media/demo/dress/0/red/0.svg');
    expect(picture.statusCode).toBe(200);
    release();
    await held;
  });
});
