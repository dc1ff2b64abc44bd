import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { createTestDatabase } from '../../test/test-app';
import { mailQueue } from './mail.schema';
import { createMailer, RETRY_DELAYS_MS } from './mail.service';

// The mail server goes away and comes back: what the shop could not hand over is sent later,
// once, by whichever instance's round gets to it first.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let port: number;
let smtp: SMTPServer | null = null;
const delivered: string[] = [];

/** The mail server comes (back) up on `port`. */
async function smtpUp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(port, '127.0.0.1', resolve));
}

const message = (to: string) => ({ to, subject: 'Your Velora order VL-TEST', text: 'Thank you!' });
const mailerFor = () =>
  createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'shop@velora.shop' });

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
});
afterEach(async () => {
  if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  smtp = null;
  await database.db.delete(mailQueue);
  delivered.length = 0;
});
afterAll(() => database.dispose());

describe('mail the server cannot take now', () => {
  it('is kept, not lost, and goes out once the server is back', async () => {
    const mailer = mailerFor();
    const queued: unknown[] = [];
    const noticing = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'shop@velora.shop',
      onQueued: (error) => queued.push(error),
    });
    await noticing.send(message('ada@example.com'));
    expect(queued).toHaveLength(1);
    const [row] = await database.db.select().from(mailQueue);
    expect(row).toMatchObject({
      to: 'ada@example.com',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    const dueAt = row?.nextAttemptAt?.getTime() ?? 0;
    expect(dueAt - Date.now()).toBeGreaterThan(50_000);

    // Not due yet: nothing happens.
    await smtpUp();
    expect(await mailer.retryQueued?.(new Date())).toEqual({ ran: true, sent: 0, gaveUp: [] });
    expect(await mailer.retryQueued?.(new Date(dueAt))).toEqual({ ran: true, sent: 1, gaveUp: [] });
    expect(delivered).toEqual(['ada@example.com']);
    expect(await database.db.select().from(mailQueue)).toEqual([]);
    await mailer.close();
    await noticing.close();
  });

  it('is tried again further apart, then given up on and reported', async () => {
    const mailer = mailerFor();
    await mailer.send(message('bea@example.com'));
    let now = Date.now();
    for (const delay of RETRY_DELAYS_MS.slice(1)) {
      now += 24 * 3600_000;
      expect(await mailer.retryQueued?.(new Date(now))).toEqual({ ran: true, sent: 0, gaveUp: [] });
      const [row] = await database.db.select().from(mailQueue);
      expect(row?.nextAttemptAt?.getTime()).toBe(now + delay);
    }
    now += 24 * 3600_000;
    const last = await mailer.retryQueued?.(new Date(now));
    expect(last?.gaveUp).toEqual([
      {
        to: 'bea@example.com',
        subject: 'Your Velora order VL-TEST',
        error: expect.stringMatching(/ECONNREFUSED|connect/i),
      },
    ]);
    const [row] = await database.db.select().from(mailQueue);
    expect(row).toMatchObject({ attempts: RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });
    // Given up on: later rounds leave it alone.
    await smtpUp();
    expect((await mailer.retryQueued?.(new Date(now + 365 * 86_400_000)))?.sent).toBe(0);
    await mailer.close();
  });

  it('is sent once when several instances retry at the same moment', async () => {
    const instances = [mailerFor(), mailerFor(), mailerFor()];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      await instances[0]?.send(message(to));
    await smtpUp();
    const later = new Date(Date.now() + 2 * 60_000);
    const rounds = await Promise.all(instances.map((mailer) => mailer.retryQueued?.(later)));
    expect(rounds.reduce((sum, round) => sum + (round?.sent ?? 0), 0)).toBe(3);
    expect(delivered.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    for (const mailer of instances) await mailer.close();
  });
});
