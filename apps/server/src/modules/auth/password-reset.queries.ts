import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from './auth.schema';

export async function insertPasswordReset(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/**
 * Marks a live token used and says whether it was: one conditional update, so two requests
 * racing with the same link cannot both succeed.
 */
export async function consumePasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Whether a live, unused token exists, without using it up: the reset page asks on opening. */
export async function hasLivePasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** After a reset, every other link that user was sent stops working too. */
export async function retirePasswordResets(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Used or expired links are kept a day for support questions, then dropped. */
export async function deleteStalePasswordResets(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, dayAgo));
}
