import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskLogLine, serializeRequest } from '../../lib/logs/log-format';
import { newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Mailer } from './mailer';

// A mail that could not be sent is logged as an error, but the shopper it was for is personal
// data: their address appears masked (docs/product/rules.md, Logs).
const JANE = 'jane.doe@example.com';
const REFUSED = `Can't send mail - all recipients were rejected: 550 5.1.1 <${JANE}>: Recipient address rejected`;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Entry = { msg: string; to?: string; error?: string; err?: { message: string; stack: string } };

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => lines.push(line) > 0 } };
}

const entries = (lines: string[]) => lines.map((line) => JSON.parse(line) as Entry);

describe('a mail that could not be sent', () => {
  it('is logged after its last attempt with its recipient masked', async () => {
    const log = capture();
    const mailer: Mailer = {
      kind: 'smtp',
      send: async () => undefined,
      enqueue: async () => undefined,
      retryQueued: async () => ({
        ran: true,
        sent: 0,
        gaveUp: [{ to: JANE, subject: 'Your Velora order VL-TEST', error: REFUSED }],
      }),
      close: async () => undefined,
    };
    // Fastify's JSON lines as production writes them, without main.ts's last safety net: the
    // log call itself masks the address.
    t = await createTestApp({
      logger: { level: 'info', serializers: { req: serializeRequest }, stream: log.stream },
      mailer,
      reconcileEverySeconds: 0.05,
    });
    await vi.waitFor(
      () =>
        expect(entries(log.lines).map((entry) => entry.msg)).toContain(
          'a mail could not be sent after every attempt',
        ),

      { timeout: 5000 },
    );
    const gaveUp = entries(log.lines).find(
      (entry) => entry.msg === 'a mail could not be sent after every attempt',
    );
    expect(gaveUp).toMatchObject({
      to: 'j***@e***.com',
      subject: 'Your Velora order VL-TEST',
      error: expect.stringContaining('<j***@e***.com>: Recipient address rejected'),
    });
    expect(log.lines.join('')).not.toMatch(/jane|example\.com/);
  });

  it('is logged with the address the mail server named masked in the error', async () => {
    const log = capture();
    const mailer: Mailer = {
      kind: 'smtp',
      enqueue: async () => undefined,
      send: async () => {
        throw Object.assign(new Error(REFUSED), { responseCode: 550, rejected: [JANE] });
      },
      close: async () => undefined,
    };
    // As main.ts configures the log: every line passes maskLogLine on its way out.
    t = await createTestApp({
      logger: {
        level: 'info',
        serializers: { req: serializeRequest },
        hooks: { streamWrite: maskLogLine },
        stream: log.stream,
      },
      mailer,
    });
    await registerAndLogin(t.app, t.database.db, { account: newAccount({ email: JANE }) });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password/forget-password',
      payload: { email: JANE },
    });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(entries(log.lines).map((entry) => entry.msg)).toContain(
          'password reset mail could not be sent',
        ),

      { timeout: 5000 },
    );
    const failed = entries(log.lines).find((entry) => entry.msg === 'password reset mail could not be sent');
    expect(failed?.err?.message).toContain('<j***@e***.com>: Recipient address rejected');
    expect(failed?.err).toMatchObject({ rejected: ['j***@e***.com'] });
    expect(log.lines.join('')).not.toMatch(/jane|example\.com/);
  });
});
