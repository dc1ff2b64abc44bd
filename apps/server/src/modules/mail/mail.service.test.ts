import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { mailQueue, outbox } from './mail.schema';
import { createMailer } from './mail.service';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const queueKey = randomBytes(32);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.test')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  database = await createTestDatabase();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.dispose();
});

describe('createMailer over SMTP', () => {
  it('delivers the message with its headers and body', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Velora <no-reply@velora.shop>',
      queueKey,
    });
    expect(mailer.kind).toBe('smtp');
    try {
      await mailer.send({
        to: 'hello@velora.shop',
        replyTo: 'ada@example.com',
        subject: 'Contact form: Ada',
        text: 'Name: Ada\nDo you ship to Canada?',
      });
    } finally {
      await mailer.close();
    }
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@velora.shop');
    expect(mail?.to).toEqual(['hello@velora.shop']);
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^To: hello@velora\.shop\r?$/m);
    expect(raw).toMatch(/^From: Velora <no-reply@velora\.shop>\r?$/m);
    expect(raw).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(raw).toMatch(/^Subject: Contact form: Ada\r?$/m);
    expect(raw).toContain('Do you ship to Canada?');
    // Nothing goes to the outbox when SMTP is configured.
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it('queues the message when the server connects but never answers, instead of waiting minutes', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const queued: unknown[] = [];
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      from: 'shop@velora.shop',
      queueKey,
      smtpTimeoutMs: 200,
      onQueued: (error) => queued.push(error),
    });
    try {
      await mailer.send({
        to: 'ada@example.com',
        subject: 'Silent server',
        text: 'Open https://velora.shop/orders/VL-1?token=silent-secret',
      });
      expect(queued).toHaveLength(1);
      const rows = await database.db.select().from(mailQueue).where(eq(mailQueue.subject, 'Silent server'));
      expect(rows).toHaveLength(1);
      // Unlike the outbox (the dev mailbox), the queue keeps a body only sealed with the shop's key.
      expect(rows[0]?.text).toMatch(/^v1\./);
      expect(JSON.stringify(rows)).not.toContain('token=');
    } finally {
      await mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('fails the send when the server refuses the message', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'shop@velora.shop',
      queueKey,
    });
    try {
      await expect(mailer.send({ to: 'nobody@bounce.test', subject: 'Hi', text: 'Hi' })).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});

describe('createMailer without SMTP', () => {
  it('keeps the message in the outbox table', async () => {
    const mailer = createMailer({ db: database.db, from: 'Velora <no-reply@velora.shop>', queueKey });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://velora.shop/reset-password?token=t&id=1',
      html: '<p>Open the link</p>',
    });
    await mailer.close();
    const rows = await database.db.select().from(outbox).where(eq(outbox.subject, 'Reset your password'));
    expect(rows).toEqual([
      expect.objectContaining({
        to: 'ada@example.com',
        from: 'Velora <no-reply@velora.shop>',
        replyTo: null,
        text: 'Open https://velora.shop/reset-password?token=t&id=1',
        html: '<p>Open the link</p>',
      }),
    ]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });
});
