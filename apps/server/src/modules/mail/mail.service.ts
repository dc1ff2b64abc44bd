import type nodemailer from 'nodemailer';
import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import type { Db } from '../../db/client';
import { whenNeeded } from '../../lib/process/load-when-needed';
import { openText, sealText } from '../../lib/security/shop-secret';
import {
  dropQueuedMail,
  dueMail,
  forgetGivenUpBodies,
  insertOutbox,
  type QueuedMail,
  queueMail,
  rescheduleMail,
} from './mail.queries';
import type { Mailer, MailMessage, RetryRound } from './mailer';

const nodemailerPackage = whenNeeded<typeof nodemailer>('nodemailer');
/**
 * How long after each failed attempt the next one comes: within a minute, then further apart,
 * about ten hours in all before a mail is given up on (and the log says so).
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3600_000, 6 * 3600_000];

/** Mail retried per round; the rest waits for the next minute. */
const RETRY_BATCH = 20;

/** A reply in the 500s means the server will never take this message: retrying cannot help. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** A message as the outbox and the queue keep it. */
function rowOf(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  };
}

type Body = Pick<QueuedMail, 'text' | 'html' | 'replyTo'>;

const isSealed = (text: string) => text.startsWith('v1.');

/**
 * A queued mail's body holds reset and order links, and a reply-to is a shopper's address: in the
 * queue they are sealed with the shop's key, which is never in the database, so a copy of the
 * database opens no account or order (docs/decisions/043). Recipient and subject stay readable:
 * the log and the owner need them, and subjects carry at most an order number, never a token.
 */
function sealBody(key: Buffer, body: Body): Body {
  const seal = (value: string | null) => (value === null ? null : sealText(key, value));
  return { text: sealText(key, body.text), html: seal(body.html), replyTo: seal(body.replyTo) };
}

/**
 * The body as it was queued; null when this key cannot open it (SESSION_SECRET changed, or an
 * instance with another secret queued it). A body whose text is not sealed was queued before
 * mail was sealed, and goes out as it is rather than be lost.
 */
function openBody(key: Buffer, mail: QueuedMail): Body | null {
  if (!isSealed(mail.text)) return { text: mail.text, html: mail.html, replyTo: mail.replyTo };
  const text = openText(key, mail.text);
  const html = mail.html === null ? null : openText(key, mail.html);
  const replyTo = mail.replyTo === null ? null : openText(key, mail.replyTo);
  if (text === null || (mail.html !== null && html === null) || (mail.replyTo !== null && replyTo === null))
    return null;
  return { text, html, replyTo };
}

/**
 * What a mail given up on keeps: nothing of its body. It stays without it, not deleted, because
 * the log masks the recipient: this row is where the owner finds whom a mail missed, what it was
 * (subject), why (last_error) and how often it was tried, to reach the shopper (who can ask for a
 * fresh link) or fix the mail server. Its links would still open an order or an account.
 */
const NO_BODY: Body = { text: '', html: null, replyTo: null };

const UNREADABLE_QUEUED_MAIL =
  "the queued mail cannot be decrypted with this shop's key: SESSION_SECRET (or DATA_DIR/shop-secret.key) changed since it was queued, or an instance with another secret queued it";

/**
 * Sends over SMTP when `smtpUrl` is given (SMTP_URL); otherwise keeps each message in the
 * outbox table, where the dev mailbox shows it, so the shop works without a mail server.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  /** Seals the body of mail kept to send again later (shopKey(secret, 'mail-queue')). */
  queueKey: Buffer;
  /** Hears of a message kept to send again later. */
  onQueued?: (error: unknown, message: MailMessage) => void;
  /**
   * How long to wait for the mail server to connect, greet and answer (10 s). Nodemailer's own
   * defaults (2 and 10 minutes) would keep a shopper's request, and the retry round's database
   * connection, waiting on a server that went silent; past this the mail is queued instead.
   * A `?connectionTimeout=…` in SMTP_URL still wins.
   */
  smtpTimeoutMs?: number;
}): Mailer {
  const { db, smtpUrl, from, queueKey } = options;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message: MailMessage) {
        await insertOutbox(db, rowOf(message, from));
      },
      async enqueue(tx: Db, message: MailMessage) {
        await insertOutbox(tx, rowOf(message, from));
      },
      async close() {},
    };
  }

  const timeout = options.smtpTimeoutMs ?? 10_000;
  const transport = nodemailerPackage().createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 3,
  });
  // Mail given up on before bodies were sealed still holds its links: forgotten once per start.
  let forgotOldBodies = false;
  const deliver = (message: MailMessage & { from: string }) =>
    transport.sendMail({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        await deliver({ ...message, from });
      } catch (error) {
        if (refusedForGood(error)) throw error;
        const row = rowOf(message, from);
        await queueMail(db, {
          ...row,
          ...sealBody(queueKey, row),
          lastError: describe(error),
          nextAttemptAt: new Date(Date.now() + (RETRY_DELAYS_MS[0] ?? 60_000)),
        });
        options.onQueued?.(error, message);
      }
    },
    async enqueue(tx: Db, message: MailMessage) {
      const row = rowOf(message, from);
      // Attempt 0 due now: the next round sends it, and a failure waits as any queued mail does.
      await queueMail(tx, {
        ...row,
        ...sealBody(queueKey, row),
        attempts: 0,
        lastError: '',
        nextAttemptAt: new Date(),
      });
    },
    async retryQueued(now = new Date()) {
      let sent = 0;
      const gaveUp: RetryRound['gaveUp'] = [];
      const ran = await runAlone(db, BACKGROUND_LOCKS.retryMail, async (tx) => {
        if (!forgotOldBodies) {
          await forgetGivenUpBodies(tx);
          forgotOldBodies = true;
        }
        for (const mail of await dueMail(tx, now, RETRY_BATCH)) {
          const body = openBody(queueKey, mail);
          if (!body) {
            // Sending it would mail ciphertext, and waiting cannot help: this instance will never
            // hold the key that sealed it. Given up now, the log says why.
            gaveUp.push({ to: mail.to, subject: mail.subject, error: UNREADABLE_QUEUED_MAIL });
            await rescheduleMail(tx, mail.id, {
              attempts: mail.attempts,
              nextAttemptAt: null,
              lastError: UNREADABLE_QUEUED_MAIL,
              ...NO_BODY,
            });
            continue;
          }
          try {
            await deliver({
              from: mail.from,
              to: mail.to,
              replyTo: body.replyTo ?? undefined,
              subject: mail.subject,
              text: body.text,
              html: body.html ?? undefined,
            });
            await dropQueuedMail(tx, mail.id);
            sent += 1;
          } catch (error) {
            const delay = refusedForGood(error) ? undefined : RETRY_DELAYS_MS[mail.attempts];
            if (delay === undefined)
              gaveUp.push({ to: mail.to, subject: mail.subject, error: describe(error) });
            await rescheduleMail(tx, mail.id, {
              attempts: mail.attempts + 1,
              nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
              lastError: describe(error),
              // A mail queued before bodies were sealed is sealed now it must wait again.
              ...(delay === undefined ? NO_BODY : isSealed(mail.text) ? {} : sealBody(queueKey, body)),
            });
          }
        }
      });
      return { ran, sent, gaveUp };
    },
    async close() {
      transport.close();
    },
  };
}
