import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type OrderRow, wasPaid } from '../orders.queries';
import { orderClaims, orders } from '../orders.schema';

// A guest's orders (docs/decisions/030): the private link's hash and expiry, the mailed claims
// that attach them to an account, and finding one by its number and email (Track your order).

const wasPaidOrder = wasPaid(orders.paymentStatus);

/** Keeps the hash of a guest order's private link and when it expires, replacing any earlier one. */
export async function setGuestTokenHash(
  db: Db,
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ guestTokenHash: tokenHash, guestTokenExpiresAt: expiresAt })
    .where(eq(orders.id, id));
}

/** The order with this number (as the shop writes it) placed with this email, in any case. */
export async function findOrderByNumberAndEmail(
  db: Db,
  orderNumber: string,
  email: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), sql`lower(${orders.email}) = lower(${email})`));
  return row;
}

/** A guest's paid orders placed with this email that no account has claimed. */
const claimableBy = (email: string) =>
  and(
    sql`lower(${orders.email}) = lower(${email})`,
    sql`${orders.guestBrowserHash} is not null`,
    isNull(orders.userId),
    isNull(orders.claimedAt),
    wasPaidOrder,
  );

export async function countClaimable(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(claimableBy(email));
  return row?.n ?? 0;
}

/** Whether this account has opened a claim link mailed to the email it has now. */
export async function emailProven(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderClaims.id })
    .from(orderClaims)
    .where(
      and(
        eq(orderClaims.userId, userId),
        sql`lower(${orderClaims.email}) = lower(${email})`,
        sql`${orderClaims.usedAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertClaim(db: Db, values: typeof orderClaims.$inferInsert): Promise<void> {
  await db.insert(orderClaims).values(values);
}

/**
 * Uses a claim link once: the claim is marked used only if it is the account's, for the email
 * the account still has, unused and unexpired; two clicks at once use it once.
 */
export async function useClaim(
  db: Db,
  input: { tokenHash: string; userId: string; email: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(orderClaims)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(orderClaims.tokenHash, input.tokenHash),
        eq(orderClaims.userId, input.userId),
        sql`lower(${orderClaims.email}) = lower(${input.email})`,
        isNull(orderClaims.usedAt),
        gt(orderClaims.expiresAt, input.now),
      ),
    )
    .returning({ id: orderClaims.id });
  return rows.length > 0;
}

/** Attaches the claimable guest orders of `email` to the account; how many it attached. */
export async function attachGuestOrders(db: Db, userId: string, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId, claimedAt: now, updatedAt: now })
    .where(claimableBy(email))
    .returning({ id: orders.id });
  return rows.length;
}
