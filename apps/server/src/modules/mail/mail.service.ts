import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { insertOutbox } from './mail.queries';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends over SMTP when `smtpUrl` is given (SMTP_URL); otherwise keeps each message in the
 * outbox table, where the dev mailbox shows it, so the shop works without a mail server.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const { db, smtpUrl, from } = options;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message: MailMessage) {
        await insertOutbox(db, {
          from,
          to: message.to,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        });
      },
      async close() {},
    };
  }

  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
