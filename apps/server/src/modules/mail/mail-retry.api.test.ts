import { randomBytes } from 'node:crypto';
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
/** Each delivered mail as it came over the wire, quoted-printable line breaks undone. */
const raws: string[] = [];
const KEY = randomBytes(32);

/** The mail server comes (back) up on `port`. */
async function smtpUp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox the server refuses for good (550), as a deleted shopper's address would be.
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.test')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        raws.push(
          Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(port, '127.0.0.1', resolve));
}

const message = (to: string) => ({ to, subject: 'Your Velora order VL-TEST', text: 'Thank you!' });
const mailerFor = (queueKey = KEY) =>
  createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'shop@velora.shop', queueKey });

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
});
afterEach(async () => {
  if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  smtp = null;
  await database.db.delete(mailQueue);
  delivered.length = 0;
  raws.length = 0;
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
      queueKey: KEY,
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
    expect(row).toMatchObject({
      to: 'bea@example.com',
      subject: 'Your Velora order VL-TEST',
      attempts: RETRY_DELAYS_MS.length + 1,
      nextAttemptAt: null,
      text: '',
      html: null,
      replyTo: null,
    });
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

// A reset link or a guest's order link opens an account or an order: while its mail waits in the
// database it is encrypted with the shop's key, and once sent or given up on nothing of it is left.
describe('a link in mail the server cannot take now', () => {
  const LINK = 'https://velora.shop/reset-password?token=Zq8queuedSecret&id=42';
  const linkMail = (to: string) => ({
    to,
    replyTo: 'ada.private@example.com',
    subject: 'Reset your Velora password',
    text: `Open ${LINK} within the hour.`,
    html: `<p><a href="${LINK}">Choose a new password</a></p>`,
  });
  const queuedRows = () => database.db.select().from(mailQueue);
  async function expectNoLinkKept() {
    const kept = JSON.stringify(await queuedRows());
    expect(kept).not.toContain('token=');
    expect(kept).not.toContain('Zq8queuedSecret');
    expect(kept).not.toContain('ada.private');
  }
  const legacyRow = (to: string, nextAttemptAt: Date | null) => ({
    from: 'shop@velora.shop',
    to,
    subject: 'Your Velora order VL-OLD',
    text: `Open ${LINK} to see your order.`,
    html: null,
    lastError: 'connect ECONNREFUSED',
    nextAttemptAt,
  });

  it('waits encrypted, and goes out readable', async () => {
    const mailer = mailerFor();
    await mailer.send(linkMail('ada@example.com'));
    const [row] = await queuedRows();
    expect(row?.subject).toBe('Reset your Velora password');
    expect(row?.text).toMatch(/^v1\./);
    expect(row?.html).toMatch(/^v1\./);
    expect(row?.replyTo).toMatch(/^v1\./);
    await expectNoLinkKept();

    await smtpUp();
    const due = new Date(row?.nextAttemptAt ?? 0);
    expect(await mailer.retryQueued?.(due)).toEqual({ ran: true, sent: 1, gaveUp: [] });
    expect(raws).toHaveLength(1);
    expect(raws[0]).toContain(`Open ${LINK} within the hour.`);
    expect(raws[0]).toContain(`<a href="${LINK}">`);
    expect(raws[0]).toMatch(/^Reply-To: ada\.private@example\.com\r?$/m);
    expect(await queuedRows()).toEqual([]);
    await mailer.close();
  });

  it('keeps no body once given up after its last attempt', async () => {
    const mailer = mailerFor();
    await mailer.send(linkMail('bea@example.com'));
    let now = Date.now();
    let round: Awaited<ReturnType<NonNullable<typeof mailer.retryQueued>>> | undefined;
    for (const _ of RETRY_DELAYS_MS) {
      now += 24 * 3600_000;
      round = await mailer.retryQueued?.(new Date(now));
    }
    expect(round?.gaveUp).toEqual([
      expect.objectContaining({ to: 'bea@example.com', subject: 'Reset your Velora password' }),
    ]);
    expect(await queuedRows()).toEqual([
      expect.objectContaining({ to: 'bea@example.com', nextAttemptAt: null, text: '', html: null }),
    ]);
    await expectNoLinkKept();
    await mailer.close();
  });

  it('keeps no body once the server refuses it for good', async () => {
    const mailer = mailerFor();
    await mailer.send(linkMail('gone@bounce.test'));
    await smtpUp();
    const round = await mailer.retryQueued?.(new Date(Date.now() + 2 * 60_000));
    expect(round).toEqual({
      ran: true,
      sent: 0,
      gaveUp: [
        {
          to: 'gone@bounce.test',
          subject: 'Reset your Velora password',
          error: expect.stringMatching(/550|Mailbox unavailable/),
        },
      ],
    });
    expect(await queuedRows()).toEqual([
      expect.objectContaining({ to: 'gone@bounce.test', nextAttemptAt: null, text: '', html: null }),
    ]);
    await expectNoLinkKept();
    await mailer.close();
  });

  it('is given up unsent when another key sealed it, and the round goes on', async () => {
    const elsewhere = mailerFor(randomBytes(32));
    const here = mailerFor();
    await elsewhere.send(linkMail('ada@example.com'));
    await here.send(message('cy@example.com'));
    await smtpUp();
    const round = await here.retryQueued?.(new Date(Date.now() + 2 * 60_000));
    expect(round).toEqual({
      ran: true,
      sent: 1,
      gaveUp: [
        {
          to: 'ada@example.com',
          subject: 'Reset your Velora password',
          error: expect.stringMatching(/cannot be decrypted.*SESSION_SECRET/),
        },
      ],
    });
    expect(delivered).toEqual(['cy@example.com']);
    expect(await queuedRows()).toEqual([
      expect.objectContaining({
        to: 'ada@example.com',
        nextAttemptAt: null,
        text: '',
        html: null,
        lastError: expect.stringMatching(/SESSION_SECRET/),
      }),
    ]);
    await expectNoLinkKept();
    await elsewhere.close();
    await here.close();
  });

  it('queued in clear before it was encrypted: is sent as it is, and sealed if it must wait again', async () => {
    const mailer = mailerFor();
    const past = new Date(Date.now() - 60_000);
    await database.db.insert(mailQueue).values(legacyRow('old@example.com', past));
    expect((await mailer.retryQueued?.(new Date()))?.sent).toBe(0);
    const [waiting] = await queuedRows();
    expect(waiting?.text).toMatch(/^v1\./);
    await expectNoLinkKept();

    await smtpUp();
    await database.db.insert(mailQueue).values(legacyRow('older@example.com', past));
    expect(await mailer.retryQueued?.(new Date(Date.now() + 3600_000))).toEqual({
      ran: true,
      sent: 2,
      gaveUp: [],
    });
    expect(delivered.sort()).toEqual(['old@example.com', 'older@example.com']);
    for (const raw of raws) expect(raw).toContain(`Open ${LINK} to see your order.`);
    expect(await queuedRows()).toEqual([]);
    await mailer.close();
  });

  it('given up on in clear before it was encrypted: keeps its body no longer', async () => {
    await database.db
      .insert(mailQueue)
      .values({ ...legacyRow('lost@example.com', null), replyTo: 'ada.private@example.com', attempts: 7 });
    const mailer = mailerFor();
    await mailer.retryQueued?.(new Date());
    expect(await queuedRows()).toEqual([
      expect.objectContaining({
        to: 'lost@example.com',
        subject: 'Your Velora order VL-OLD',
        attempts: 7,
        text: '',
        html: null,
        replyTo: null,
      }),
    ]);
    await expectNoLinkKept();
    await mailer.close();
  });
});

describe('mail kept in a transaction', () => {
  it('is queued sealed only when the transaction commits, and the next round sends it', async () => {
    const mailer = mailerFor();
    const kept = {
      to: 'ann@example.com',
      subject: 'Linen Dress in M is back',
      text: 'https://shop.test/shop/x?size=M',
    };
    await database.db
      .transaction(async (tx) => {
        await mailer.enqueue(tx, message('rolled@example.com'));
        throw new Error('the round failed');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => mailer.enqueue(tx, kept));
    const rows = await database.db.select().from(mailQueue);
    expect(rows).toMatchObject([{ to: 'ann@example.com', attempts: 0, lastError: '' }]);
    expect(rows[0]?.text).not.toContain('shop.test');
    await smtpUp();
    expect(await mailer.retryQueued?.()).toMatchObject({ ran: true, sent: 1 });
    expect(delivered).toEqual(['ann@example.com']);
    expect(await database.db.select().from(mailQueue)).toEqual([]);
    await mailer.close();
  });
});
