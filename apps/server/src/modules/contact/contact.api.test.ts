import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, NO_RATE_LIMITS, type RateLimit } from '../../lib/limits/rate-limiter';
import { createThrottle } from '../../lib/limits/throttle';
import { registerErrorHandler } from '../../plugins/errors';
import { registerRateLimits } from '../../plugins/requests/rate-limit';
import { createTestDatabase } from '../../test/test-app';
import { outbox } from '../mail/mail.schema';
import { createMailer } from '../mail/mail.service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { contactRoutes } from './contact.routes';
import { contactMessages } from './contact.schema';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: FastifyInstance[] = [];
const NO_LIMIT: RateLimit = { max: 0, windowSeconds: 1 };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.dispose();
});

/** The same setup as app.ts, with only the contact route, mounted under /api as the app does. */
async function buildContactApp(options: { mailer?: Mailer; limit?: RateLimit; logLines?: string[] } = {}) {
  const { logLines } = options;
  const app = Fastify({
    logger: logLines ? { level: 'error', stream: { write: (line: string) => logLines.push(line) } } : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerRateLimits(
    app,
    createThrottle(new MemoryRateLimiter(), { ...NO_RATE_LIMITS, contact: options.limit ?? NO_LIMIT }),
  );
  await app.register(
    contactRoutes({
      db: database.db,
      mailer:
        options.mailer ??
        createMailer({ db: database.db, from: 'Velora <no-reply@velora.shop>', queueKey: randomBytes(32) }),
      shopInbox: async () => 'hello@velora.shop',
    }),
    { prefix: '/api' },
  );
  await app.ready();
  apps.push(app);
  return app;
}

/** Mail handed to it is kept for the test to read; `fail` makes every send throw. */
function capturingMailer(fail = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      if (fail) throw new Error('SMTP server unreachable');
      sent.push(message);
    },
    async enqueue(_tx, message) {
      sent.push(message);
    },
    async close() {},
  };
}

const post = (app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const storedBy = (username: string) =>
  database.db.select().from(contactMessages).where(eq(contactMessages.username, username));

describe('POST /api/contact', () => {
  it('stores the message and mails it to the shop (outbox without SMTP)', async () => {
    const app = await buildContactApp();
    const res = await post(
      app,
      { username: '  Ada Lovelace ', email: 'ada@example.com', message: 'Do you ship to Canada?\nThanks!' },
      '203.0.113.7',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });

    expect(await storedBy('Ada Lovelace')).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        message: 'Do you ship to Canada?\nThanks!',
        clientIp: '203.0.113.7',
      }),
    ]);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contact form: Ada Lovelace'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'hello@velora.shop',
      from: 'Velora <no-reply@velora.shop>',
      replyTo: 'ada@example.com',
    });
    expect(mails[0]?.text).toContain('Name: Ada Lovelace\nEmail: ada@example.com\n');
    expect(mails[0]?.text).toContain('Message:\nDo you ship to Canada?\nThanks!');
  });

  it('accepts a message without an email, or with an empty one', async () => {
    const mailer = capturingMailer();
    const app = await buildContactApp({ mailer });
    for (const [username, email] of [
      ['No Email', undefined],
      ['Empty Email', ''],
    ] as const) {
      const res = await post(app, { username, email, message: 'Hello there' });
      expect(res.statusCode, username).toBe(201);
      expect(await storedBy(username)).toEqual([expect.objectContaining({ email: null })]);
    }
    expect(mailer.sent).toHaveLength(2);
    for (const mail of mailer.sent) {
      expect(mail.replyTo).toBeUndefined();
      expect(mail.to).toBe('hello@velora.shop');
      expect(mail.text).toContain('Email: (none)');
    }
  });

  it('refuses an invalid email, naming the field', async () => {
    const app = await buildContactApp();
    const res = await post(app, { username: 'Bad Email', email: 'not-an-email', message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    expect(res.json().message).toContain("'email'");
    expect(res.json().message).toContain(AUTH_MESSAGES.invalidEmail);
    expect(await storedBy('Bad Email')).toHaveLength(0);
  });

  it('requires a username and a message', async () => {
    const app = await buildContactApp();
    const noName = await post(app, { email: 'ada@example.com', message: 'Hi' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'username' });
    expect(noName.json().message).toContain('Username is required.');

    const blankName = await post(app, { username: '   ', message: 'Hi' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toContain('Username is required.');

    const noMessage = await post(app, { username: 'No Message', message: '  ' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json()).toMatchObject({ field: 'message' });
    expect(noMessage.json().message).toContain('Message is required.');
  });

  it('refuses a username with a line break, so no mail header can be injected', async () => {
    const mailer = capturingMailer();
    const app = await buildContactApp({ mailer });
    for (const username of ['Eve\r\nBcc: victim@example.com', 'Eve\nBcc: victim@example.com', 'Eve\rX']) {
      const res = await post(app, { username, message: 'Hi' });
      expect(res.statusCode, JSON.stringify(username)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'username' });
    }
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a username over 50 and a message over 2000 characters', async () => {
    const app = await buildContactApp();
    const longName = await post(app, { username: 'a'.repeat(51), message: 'Hi' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toContain('Username must be at most 50 characters.');

    const longMessage = await post(app, { username: 'Long Message', message: 'x'.repeat(2001) });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json()).toMatchObject({ field: 'message' });
    expect(longMessage.json().message).toContain('Message must be at most 2000 characters.');
    expect(await storedBy('Long Message')).toHaveLength(0);

    const justFits = await post(app, { username: 'Long Message', message: 'x'.repeat(2000) });
    expect(justFits.statusCode).toBe(201);
  });

  it('refuses a body that is not an object', async () => {
    const app = await buildContactApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('limits messages per client address', async () => {
    const mailer = capturingMailer();
    const app = await buildContactApp({ mailer, limit: { max: 2, windowSeconds: 60 } });
    const body = { username: 'Rate Limited', message: 'Hello again' };
    expect((await post(app, body, '198.51.100.1')).statusCode).toBe(201);
    expect((await post(app, body, '198.51.100.1')).statusCode).toBe(201);
    const refused = await post(app, body, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many messages. Please try again in 1 minute.' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(await storedBy('Rate Limited')).toHaveLength(2);
    expect(mailer.sent).toHaveLength(2);
    // Another address has its own allowance.
    expect((await post(app, body, '198.51.100.2')).statusCode).toBe(201);
  });

  it('still answers 201 and keeps the message when mailing the shop fails', async () => {
    const logLines: string[] = [];
    const app = await buildContactApp({ mailer: capturingMailer(true), logLines });
    const res = await post(app, { username: 'Mail Down', email: 'ada@example.com', message: 'Still here?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });
    const stored = await storedBy('Mail Down');
    expect(stored).toEqual([expect.objectContaining({ message: 'Still here?' })]);
    // The shop learns of it from the log, which names the stored message to read instead.
    const logged = logLines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'contact message stored but not mailed',
        contactMessageId: stored[0]?.id,
        err: expect.objectContaining({ message: 'SMTP server unreachable' }),
      }),
    ]);
  });
});
