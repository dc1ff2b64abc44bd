import type nodemailer from 'nodemailer';
import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import type { Db } from '../../db/client';
import { whenNeeded } from '../../lib/load-when-needed';
import { dropQueuedMail, dueMail, insertOutbox, queueMail, rescheduleMail } from './mail.queries';
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

/**
 * Sends over SMTP when `smtpUrl` is given (SMTP_URL); otherwise keeps each message in the
 * outbox table, where the dev mailbox shows it, so the shop works without a mail server.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
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
  const { db, smtpUrl, from } = options;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message: MailMessage) {
        await insertOutbox(db, rowOf(message, from));
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
        await queueMail(db, {
          ...rowOf(message, from),
          lastError: describe(error),
          nextAttemptAt: new Date(Date.now() + (RETRY_DELAYS_MS[0] ?? 60_000)),
        });
        options.onQueued?.(error, message);
      }
    },
    async retryQueued(now = new Date()) {
      let sent = 0;
      const gaveUp: RetryRound['gaveUp'] = [];
      const ran = await runAlone(db, BACKGROUND_LOCKS.retryMail, async (tx) => {
        for (const mail of await dueMail(tx, now, RETRY_BATCH)) {
          try {
            await deliver({
              from: mail.from,
              to: mail.to,
              replyTo: mail.replyTo ?? undefined,
              subject: mail.subject,
              text: mail.text,
              html: mail.html ?? undefined,
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
