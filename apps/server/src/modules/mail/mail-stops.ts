import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { openText, sealText } from '../../lib/security/shop-secret';
import { mailStops } from './mail.schema';

// Mail a shopper can stop (docs/product/rules.md, Mail a shopper can stop): every back-in-stock
// alert and checkout reminder carries a link that stops that kind of mail to its address. The
// link's token is the address and the kind sealed with the shop's 'mail-link' key, so it names no
// address anyone can read, and nobody can make one for an address they were not mailed at.

export type MailStopKind = (typeof mailStops.$inferSelect)['kind'];

/** The words the stop page says for each kind. */
export const MAIL_STOP_WORDS: Record<MailStopKind, string> = {
  stock_alerts: 'back-in-stock alerts',
  checkout_reminders: 'reminders of a checkout left behind',
};

/** The token a stop link carries for this address and kind. */
export function mailStopToken(key: Buffer, email: string, kind: MailStopKind): string {
  return sealText(key, JSON.stringify({ email: email.trim().toLowerCase(), kind }));
}

/** The page a mail's stop link opens: `{shopUrl}/mail/stop?t=TOKEN`. */
export function mailStopLink(shopUrl: string, key: Buffer, email: string, kind: MailStopKind): string {
  return `${shopUrl}/mail/stop?t=${encodeURIComponent(mailStopToken(key, email, kind))}`;
}

function readToken(key: Buffer, token: string): { email: string; kind: MailStopKind } | null {
  const plain = openText(key, token);
  if (!plain) return null;
  try {
    const value = JSON.parse(plain) as { email?: unknown; kind?: unknown };
    if (typeof value.email !== 'string' || !(typeof value.kind === 'string' && value.kind in MAIL_STOP_WORDS))
      return null;
    return { email: value.email, kind: value.kind as MailStopKind };
  } catch {
    return null;
  }
}

/** Stops the kind of mail a stop link names (again is fine); null for a token this shop did not make. */
export async function stopMail(db: Db, key: Buffer, token: string): Promise<MailStopKind | null> {
  const stop = readToken(key, token);
  if (!stop) return null;
  await db.insert(mailStops).values(stop).onConflictDoNothing();
  return stop.kind;
}

/** Whether this address stopped this kind of mail. */
export async function mailStopped(db: Db, email: string, kind: MailStopKind): Promise<boolean> {
  const result = (await db.execute(sql`select ${stoppedFor(sql`${email}`, kind)} as stopped`)) as unknown as {
    rows: { stopped: boolean }[];
  };
  return result.rows[0]?.stopped === true;
}

/** A condition for a query: the address in `email` (a column or a value) stopped this kind of mail. */
export const stoppedFor = (email: SQL, kind: MailStopKind) =>
  sql`exists (select 1 from ${mailStops} where ${mailStops.email} = lower(${email}) and ${mailStops.kind} = ${kind})`;
