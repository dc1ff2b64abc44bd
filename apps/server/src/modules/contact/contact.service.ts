import type {
  ContactMessage as ContactMessageJson,
  ContactMessageList,
} from '@shop/shared/people/contact-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Mailer, MailMessage, ShopInbox } from '../mail';
import {
  type ContactMessage,
  contactMessagePage,
  insertContactMessage,
  setContactMessageRead,
} from './contact.queries';

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
  /** Where the message is mailed (SHOP_EMAIL, else the first admin). */
  shopInbox: ShopInbox;
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
    const shopEmail = await deps.shopInbox();
    if (!shopEmail) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    await deps.mailer.send(contactMail(stored, shopEmail));
    return { stored, mailed: true };
  } catch (error) {
    return { stored, mailed: false, mailError: error };
  }
}

function toContactMessage(row: ContactMessage): ContactMessageJson {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    email: row.email,
    message: row.message,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The stored messages for the admin, newest first, whether or not mail reached the shop. A page
 * past the end answers the last page, and says so in `page`.
 */
export async function listContactMessages(db: Db, page: number, limit: number): Promise<ContactMessageList> {
  let found = await contactMessagePage(db, (page - 1) * limit, limit);
  const totalPages = Math.max(1, Math.ceil(found.total / limit));
  if (page > totalPages) found = await contactMessagePage(db, (totalPages - 1) * limit, limit);
  return {
    messages: found.rows.map(toContactMessage),
    total: found.total,
    unread: found.unread,
    totalPages,
    page: Math.min(page, totalPages),
  };
}

export async function markContactMessage(db: Db, id: string, read: boolean): Promise<ContactMessageJson> {
  const row = await setContactMessageRead(db, id, read);
  if (!row) throw new DomainError(404, 'Message not found', 'id');
  return toContactMessage(row);
}
