import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors';
import { createTestDatabase } from '../../test/test-app';
import { devMailboxRoutes } from './mail.routes';
import { createMailer } from './mail.service';
import type { Mailer } from './mailer';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  // The same setup as app.ts, with only this module's routes.
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  await app.register(devMailboxRoutes({ db: database.db }));
  await app.ready();
  mailer = createMailer({
    db: database.db,
    from: 'Velora <no-reply@velora.shop>',
    queueKey: randomBytes(32),
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** The id the mailbox list links to for a subject (as it appears escaped in the page). */
async function idOf(escapedSubject: string): Promise<string> {
  const list = await app.inject({ url: '/dev/mailbox' });
  const match = new RegExp(`<a href="/dev/mailbox/([0-9a-f-]{36})">${escapedSubject}</a>`).exec(list.body);
  if (!match?.[1]) throw new Error(`No message '${escapedSubject}' in the mailbox`);
  return match[1];
}

describe('dev mailbox', () => {
  it('lists outbox messages newest first, with recipient, subject and date', async () => {
    await mailer.send({ to: 'first@example.com', subject: 'First mail', text: 'one' });
    await mailer.send({ to: 'second@example.com', subject: 'Second mail', text: 'two' });
    const res = await app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('first@example.com');
    expect(res.body).toMatch(
      /<time datetime="\d{4}-\d\d-\d\dT[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/,
    );
    expect(res.body.indexOf('Second mail')).toBeGreaterThan(-1);
    expect(res.body.indexOf('Second mail')).toBeLessThan(res.body.indexOf('First mail'));
    expect(res.body).not.toContain('<script');
  });

  it('shows a message with its headers escaped and its http(s) links clickable', async () => {
    await mailer.send({
      to: 'ada@example.com',
      replyTo: 'reply@example.com',
      subject: 'Reset <script>alert(1)</script>',
      text: [
        'Hello <b>Ada</b>,',
        'reset here: https://shop.test/reset-password?token=abc&id=42.',
        'not this: javascript:alert(1)',
      ].join('\n'),
    });
    const id = await idOf('Reset &lt;script&gt;alert\\(1\\)&lt;/script&gt;');
    const res = await app.inject({ url: `/dev/mailbox/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<h1>Reset &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(res.body).toContain('<dd>Velora &lt;no-reply@velora.shop&gt;</dd>');
    expect(res.body).toContain('<dd>ada@example.com</dd>');
    expect(res.body).toContain('<dd>reply@example.com</dd>');
    expect(res.body).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;,');
    // The full stop ends the sentence, not the link.
    expect(res.body).toContain(
      '<a href="https://shop.test/reset-password?token=abc&amp;id=42" rel="noreferrer">https://shop.test/reset-password?token=abc&amp;id=42</a>.',
    );
    expect(res.body).not.toContain('href="javascript:');
    expect(res.body).toContain('<a class="back" href="/dev/mailbox">');
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await app.inject({ url: `/dev/mailbox/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Message not found');
    }
  });
});
