import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../seed';
import { registerAndLogin } from '../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout } from '../test/order-fixtures';
import { productFixture } from '../test/product-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { METRICS_FORBIDDEN_MESSAGE } from './metrics';

let t: TestApp;
const lines: { reqId?: string; msg: string; level: number }[] = [];
const METRICS_TOKEN = 'metrics-token-for-tests';
const scarf = productFixture({ title: 'Metric Scarf', category: 'accessories', priceCents: 4900, stock: 5 });
const scarfId = scarf.variants[0]?.id as string;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await createTestApp({
    metricsToken: METRICS_TOKEN,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await insertProducts(t.database.db, [scarf]);
});
afterAll(() => t.close());

describe('request ids', () => {
  it('every answer carries its own, and every log line of the request names it', async () => {
    const first = await t.app.inject('/api/shopify-products/products?limit=2');
    const second = await t.app.inject('/api/no-such-thing');
    const ids = [first, second].map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const ofFirst = lines.filter((line) => line.reqId === ids[0]);
    expect(ofFirst.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line.msg === 'request completed' && !line.reqId)).toEqual([]);
  });

  it("keeps a trusted proxy's id, and ignores one from anyone else or of a strange shape", async () => {
    const fromProxy = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.42');
    const fromOutside = await t.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'planted-id' },
    });
    expect(fromOutside.headers['x-request-id']).toMatch(UUID);
    const strange = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(strange.headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /metrics', () => {
  const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ url: '/metrics', ...options });

  it('is readable from this machine, or with the token from elsewhere, and by nobody else', async () => {
    expect((await metrics()).statusCode).toBe(200);
    const outside = await metrics({ remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: METRICS_FORBIDDEN_MESSAGE });
    // Forwarded by a proxy on this machine: from outside after all.
    expect((await metrics({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await metrics({ headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(403);
    expect((await metrics({ headers: { 'x-real-ip': '203.0.113.9' } })).statusCode).toBe(403);
    const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: withToken })).statusCode).toBe(200);
    const wrong = { authorization: 'Bearer metrics-token-for-test' };
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: wrong })).statusCode).toBe(403);
  });

  it('counts requests by route pattern, and reports the event loop and the shop', async () => {
    await t.app.inject('/api/shopify-products/products/no-such-product');
    await t.app.inject('/api/shopify-products/products/another-missing-one');
    const response = await metrics();
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/shopify-products\/products\/:handle",status_code="404"\} 2/,
    );
    expect(text).not.toContain('no-such-product');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^velora_orders_paid_total 0$/m);
    if (process.env.TEST_DB === 'postgres')
      expect(text).toMatch(/^velora_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('counts paid orders, declined cards and their takings', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: shopper.bearer,
        payload: await checkoutBody(t.app, shopper.user.email, [{ id: scarfId, quantity: 1 }]),
      })
    ).json();
    const pay = (card: string) => payOnTestCheckout(t.app, shopper, id, { card });
    expect((await pay('4000 0000 0000 0002')).headers.location).toBe(`/checkout/${id}?retry`);
    expect((await pay('4242 4242 4242 4242')).statusCode).toBe(303);
    const text = (await metrics()).body;
    expect(text).toMatch(/^velora_orders_paid_total 1$/m);
    // A $49.00 scarf, Standard delivery $5.99 (under $100) and 5 % tax on the scarf.
    expect(text).toMatch(/^velora_orders_paid_cents_total 5744$/m);
    expect(text).toMatch(/^velora_payment_failures_total\{reason="declined"\} 1$/m);
  });
});
