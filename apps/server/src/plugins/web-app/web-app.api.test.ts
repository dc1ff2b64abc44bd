import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Velora</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html that browsers revalidate', async () => {
    for (const url of ['/', '/shop', '/search?q=silk', '/dashboard/orders?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer missing files or API paths with the page', async () => {
    const asset = await t.app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/shopify-products/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers an address the web app has no page for with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/nope', '/nope/', '/shop/a/b', '/dashboard/nope', '/categories', '/nope?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<title>Page not found — Velora</title>');
    }
  });

  it('answers every client route with 200, routes to be built included, in any case', async () => {
    for (const url of [
      '/cart',
      '/success?session_id=x',
      '/cancel',
      '/orders/42',
      '/SHOP/',
      '/dashboard/users',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Velora</title>');
    }
  });

  it('gives curl, uptime checks and crawlers the page; JSON only to a client that asks for it', async () => {
    const page = [
      undefined,
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/*',
      'application/json;q=0.5, text/html',
    ];
    for (const accept of page) {
      for (const [url, status] of [
        ['/', 200],
        ['/nope', 404],
      ] as const) {
        const res = await t.app.inject({ url, headers: accept === undefined ? {} : { accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(status);
        expect(res.headers['content-type'], `${url} ${accept}`).toContain('text/html');
      }
    }
    const json = [
      'application/json',
      'application/json, text/plain, */*',
      'text/html;q=0.5, application/json',
    ];
    for (const accept of json) {
      const res = await t.app.inject({ url: '/nope', headers: { accept } });
      expect(res.statusCode, accept).toBe(404);
      expect(res.json(), accept).toEqual({ message: 'Not found: GET /nope' });
    }
  });

  it('answers HEAD as GET, without a body', async () => {
    const home = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toBe('');
    const unknown = await t.app.inject({ method: 'HEAD', url: '/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toBe('');
    const json = await t.app.inject({
      method: 'HEAD',
      url: '/nope',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toContain('application/json');
  });

  it('keeps the JSON 404 for API paths, files and other methods, whatever the Accept header', async () => {
    for (const url of [
      '/api/nope',
      '/healthz/x',
      '/uploads/missing.webp',
      '/missing.png',
      '/assets/missing.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const post = await t.app.inject({ method: 'POST', url: '/nope', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('refuses a badly encoded address as a bad request, never a 500', async () => {
    for (const url of ['/shop/%E0%A4%A', '/categories/%ZZ', '/nope/%E0']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
