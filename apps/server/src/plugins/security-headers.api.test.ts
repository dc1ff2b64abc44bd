import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../lib/process/server-root';
import { generateCatalog } from '../modules/demo-catalog';
import { createTestApp, type TestApp } from '../test/test-app';

/** The Content-Security-Policy header as directive → sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Velora</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('come with every answer: pages, API JSON, files, 404s of either kind', async () => {
    const answers = [
      { url: '/', accept: 'text/html', status: 200 },
      { url: '/nope', accept: 'text/html', status: 404 },
      { url: '/api/auth/me', accept: 'application/json', status: 200 },
      { url: '/api/nope', accept: 'application/json', status: 404 },
      { url: '/assets/index-abc123.js', accept: '*/*', status: 200 },
      { url: '/healthz', accept: '*/*', status: 200 },
    ];
    for (const { url, accept, status } of answers) {
      const res = await t.app.inject({ url, headers: { accept } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(policyOf(res).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  // Fastify answers these before routing, so before any hook: they go through frameworkErrors.
  it.each([
    {
      kind: 'a malformed address',
      url: '/api/orders/%3Cimg%20src=x%20onerror=alert(1)%3E%C0',
      status: 400,
      message: 'The address is not valid.',
      echo: /<img|onerror|%3Cimg|api\/orders/i,
    },
    {
      kind: 'a path parameter longer than the router takes',
      url: `/api/orders/order/${'x'.repeat(120)}`,
      status: 414,
      message: 'The address is too long.',
      echo: /xxxxxxxxxx|api\/orders/,
    },
  ])(
    "come with Fastify's own answer to $kind, with a request id and without echoing the address",
    async ({ url, status, message, echo }) => {
      for (const accept of ['application/json', 'text/html']) {
        const res = await t.app.inject({ url, headers: { accept } });
        expect(res.statusCode).toBe(status);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(policyOf(res).get('default-src')).toEqual(["'self'"]);
        expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
        expect(res.headers['x-request-id']).toMatch(/^[\w.:-]{1,128}$/);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message });
        expect(res.body).not.toMatch(echo);
      }
    },
  );

  it('allow the storefront its own scripts, styles and API, and images from itself, data: and blob:', async () => {
    const policy = policyOf(await t.app.inject({ url: '/shop', headers: { accept: 'text/html' } }));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
  });

  it('leave out HSTS and upgrade-insecure-requests unless shoppers use https', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(res).has('upgrade-insecure-requests')).toBe(false);

    const plain = await createTestApp({ publicUrl: 'http://shop.example.com' });
    try {
      const answer = await plain.app.inject('/api/auth/me');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(policyOf(answer).has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('turn on HSTS and allow the upload storage when PUBLIC_URL is https and images live in S3', async () => {
    const secure = await createTestApp({
      publicUrl: 'https://shop.example.com',
      uploadsPublicUrl: 'https://cdn.example.net/velora-bucket',
    });
    try {
      for (const url of ['/api/auth/me', '/api/nope', '/api/orders/%C0']) {
        const res = await secure.app.inject(url);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const policy = policyOf(res);
        expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.net']);
        expect(policy.has('upgrade-insecure-requests'), url).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });

  it('keep the Swagger UI at /api/docs working under its own policy', async () => {
    const page = await t.app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const policy = policyOf(page);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    for (const url of ['/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(policyOf(res).get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
    }
    // The storefront keeps its strict policy.
    expect(policyOf(await t.app.inject('/api/auth/me')).get('style-src')).toEqual(["'self'"]);
  });

  it('keep the stricter policy of the dev mailbox and the drawn SVGs, never letting them be framed', async () => {
    const mailbox = await t.app.inject({ url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(mailbox.statusCode).toBe(200);
    const image = generateCatalog({ count: 1 }).next().value?.images[0]?.url ?? '';
    const svg = await t.app.inject(image);
    expect(svg.statusCode).toBe(200);
    for (const res of [mailbox, svg]) {
      const policy = policyOf(res);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  // The policy refuses inline scripts and styles; the real build must not need any.
  it.skipIf(!existsSync(path.join(webDistDir, 'index.html')))(
    'find nothing inline in the built index.html that the policy would refuse',
    () => {
      const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        if (/type="application\/ld\+json"/.test(attributes)) continue;
        expect(attributes).toMatch(/src="\/assets\//);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    },
  );
});
