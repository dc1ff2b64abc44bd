import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { type ContactMessage, insertContactMessage } from './contact.queries';

/** A contact form as validated by contactBodySchema; `email` '' means the sender left none. */
export interface ContactInput {
  username: string;
  email?: string;
  message: string;
  clientIp?: string;
}

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  shopEmail: string;
}

export interface ContactResult {
  stored: ContactMessage;
  /** Whether the shop was mailed; the message is stored either way, so the sender is not told. */
  mailed: boolean;
  /** Why mailing failed, for the log. */
  mailError?: unknown;
}

/** The mail the shop receives; replying to it answers the sender when they left an address. */
export function contactMail(stored: ContactMessage, shopEmail: string): MailMessage {
  return {
    to: shopEmail,
    replyTo: stored.email ?? undefined,
    subject: `Contact form: ${stored.username}`,
    text: [
      `Name: ${stored.username}`,
      `Email: ${stored.email ?? '(none)'}`,
      `Sent: ${stored.createdAt.toISOString()}`,
      '',
      'Message:',
      stored.message,
      '',
    ].join('\n'),
  };
}

/**
 * Stores the message first, then mails it to the shop (docs/product/rules.md, Contact form). The stored
 * row is the record: a mail server that is down loses nothing, it only delays the reading.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactInput): Promise<ContactResult> {
  const stored = await insertContactMessage(deps.db, {
    username: input.username,
    email: input.email || null,
    message: input.message,
    clientIp: input.clientIp ?? null,
  });
  try {
    await deps.mailer.send(contactMail(stored, deps.shopEmail));
    return { stored, mailed: true };
  } catch (error) {
    return { stored, mailed: false, mailError: error };
  }
}
