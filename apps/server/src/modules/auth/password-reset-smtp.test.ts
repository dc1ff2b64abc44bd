import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, newAccount } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from '../mail/mail.service';

// The whole reset journey with mail really leaving over SMTP, to a server started here.
const inbox: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // The app under test sends through SMTP instead of the outbox; the SMTP mailer needs no database.
  t = await createTestApp({
    publicUrl: 'http://shop.test:3000',
    mailer: createMailer({
      db: undefined as never,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Velora <no-reply@velora.shop>',
      queueKey: randomBytes(32),
    }),
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('mails a working reset link over SMTP', async () => {
  const account = newAccount();
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/password/forget-password',
    payload: { email: account.email },
  });
  expect(answer.statusCode).toBe(200);

  let mail: { to: string[]; raw: string } | undefined;
  for (let i = 0; i < 100 && !mail; i++) {
    mail = inbox.find((m) => m.to.includes(account.email));
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(mail?.raw).toMatch(/^Subject: Reset your Velora password/m);
  // Quoted-printable may wrap long lines with "=\r\n"; undo that before reading the link.
  const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/shop\.test:3000\/reset-password\?token=([\w-]+)&id=([\w-]+)/.exec(body);
  expect(match).not.toBeNull();
  const [, token, id] = match ?? [];

  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { id, token, password: 'Smtp#Reset2026', confirmPassword: 'Smtp#Reset2026' },
  });
  expect(reset.statusCode).toBe(200);
  await expect(login(t.app, account.email, 'Smtp#Reset2026')).resolves.toBeTruthy();
});
