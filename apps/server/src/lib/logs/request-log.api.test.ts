import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readableLogStream, serializeRequest } from './log-format';

const printed: string[] = [];
const json: string[] = [];
let lines: TestApp;
let fastify: TestApp;
beforeAll(async () => {
  lines = await createTestApp({
    logger: {
      level: 'info',
      stream: readableLogStream({ write: (chunk: string) => printed.push(chunk) > 0 }),
    },
    requestLog: 'line',
  });
  fastify = await createTestApp({
    logger: {
      level: 'info',
      serializers: { req: serializeRequest },
      stream: { write: (line: string) => json.push(line) },
    },
    requestLog: 'json',
  });
});
afterAll(async () => {
  await lines.close();
  await fastify.close();
});

const TOKEN = 'A'.repeat(43);
const CHECK = `/api/reset-password?token=${TOKEN}&id=00000000-0000-4000-8000-000000000000`;

describe('request logging', () => {
  it('prints one readable line per request in development, without reset tokens', async () => {
    printed.length = 0;
    await lines.app.inject('/healthz');
    await lines.app.inject(CHECK);
    const output = printed.join('');
    expect(output).toMatch(
      /^\d\d:\d\d:\d\d GET \/healthz 200 \d+ ms\n\d\d:\d\d:\d\d GET \/api\/reset-password\?token=\[redacted\]&id=\S+ 400 \d+ ms\n$/,
    );
    expect(output).not.toContain(TOKEN);
  });

  it('keeps Fastify’s JSON lines for production, without reset tokens', async () => {
    json.length = 0;
    await fastify.app.inject(CHECK);
    const entries = json.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[0]?.req?.url).toContain('token=[redacted]');
    expect(json.join('')).not.toContain(TOKEN);
  });

  // A shopper's email is personal data; the URLs that carry one are logged with it masked.
  const EMAIL_URLS = [
    '/api/orders/jane%40example.com',
    '/api/stats/user-stats/jane@example.com',
    '/api/orders?search=jane%40example.com',
  ];

  it('prints URLs with email addresses masked in development', async () => {
    printed.length = 0;
    for (const url of EMAIL_URLS) await lines.app.inject(url);
    const output = printed.join('');
    expect(output).toMatch(
      /^\d\d:\d\d:\d\d GET \/api\/orders\/j\*\*\*%40e\*\*\*\.com 401 \d+ ms\n\d\d:\d\d:\d\d GET \/api\/stats\/user-stats\/j\*\*\*@e\*\*\*\.com 401 \d+ ms\n\d\d:\d\d:\d\d GET \/api\/orders\?search=j\*\*\*%40e\*\*\*\.com 401 \d+ ms\n$/,
    );
    expect(output).not.toMatch(/jane|example/);
  });

  it('logs URLs with email addresses masked in production’s JSON lines', async () => {
    json.length = 0;
    for (const url of EMAIL_URLS) await fastify.app.inject(url);
    const entries = json.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(entries.flatMap((entry) => (entry.req ? [entry.req.url] : []))).toEqual([
      '/api/orders/j***%40e***.com',
      '/api/stats/user-stats/j***@e***.com',
      '/api/orders?search=j***%40e***.com',
    ]);
    expect(json.join('')).not.toMatch(/jane|example/);
  });
});
