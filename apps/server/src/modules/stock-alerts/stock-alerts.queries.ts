import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeUnitsForSale, variantOptionRows } from '../catalog';
import { stoppedFor } from '../mail';
import { stockAlerts } from './stock-alerts.schema';

// The requests to hear when a sold-out size is back (docs/product/rules.md, Back-in-stock alerts).

export type StockAlertRow = typeof stockAlerts.$inferSelect;

const WAITING = eq(stockAlerts.status, 'waiting');
const CONFIRMED = isNotNull(stockAlerts.confirmedAt);

/**
 * Adds a waiting request unless this address already waits for this variant (the partial unique
 * index); the new request's id, or null when one was waiting already.
 */
export async function insertWaitingRequest(
  db: Db,
  request: { variantId: string; email: string; userId: string | null; confirmedAt: Date | null },
): Promise<string | null> {
  const [row] = await db
    .insert(stockAlerts)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  return row?.id ?? null;
}

/** A shopper's tap confirms a guest's unconfirmed request for the same address: they own it. */
export async function confirmWaitingFor(db: Db, variantId: string, email: string, userId: string, at: Date) {
  await db
    .update(stockAlerts)
    .set({ confirmedAt: at, userId })
    .where(
      and(
        eq(stockAlerts.variantId, variantId),
        eq(stockAlerts.email, email),
        WAITING,
        isNull(stockAlerts.confirmedAt),
      ),
    );
}

/** Confirms a waiting request (again is fine); its variant, or null when none is waiting. */
export async function confirmRequest(db: Db, id: string, at: Date): Promise<{ variantId: string } | null> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(stockAlerts.id, id), WAITING))
    .returning({ variantId: stockAlerts.variantId });
  return row ?? null;
}

/** The variants with confirmed requests waiting that have units for sale again. */
export async function findVariantsBack(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(and(WAITING, CONFIRMED, sql`${freeUnitsForSale(sql`${stockAlerts.variantId}`)} > 0`));
  return rows.map((row) => row.variantId);
}

/** A variant's confirmed waiting requests in the order they were made, each saying whether its address stopped alerts. */
export function findDueRequests(db: Db, variantId: string) {
  return db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      stopped: sql<boolean>`${stoppedFor(sql`${stockAlerts.email}`, 'stock_alerts')}`,
    })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.variantId, variantId), WAITING, CONFIRMED))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
}

/**
 * Moves waiting requests on to `status` (conditional: one another round or a stop already moved
 * is left alone); the ids moved.
 */
export async function endRequests(
  db: Db,
  ids: readonly string[],
  status: 'sent' | 'stopped',
  at: Date,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(stockAlerts)
    .set({ status, ...(status === 'sent' ? { sentAt: at } : {}) })
    .where(and(inArray(stockAlerts.id, [...ids]), WAITING))
    .returning({ id: stockAlerts.id });
  return new Set(rows.map((row) => row.id));
}

/**
 * Confirmed waiting requests per variant (`variant_id`, `waiting`), the ones countWaitingOn counts,
 * as a subquery the owner's stock report joins to every size.
 */
export const waitingByVariant = (): SQL => sql`
  select ${stockAlerts.variantId} as variant_id, count(*)::int as waiting
  from ${stockAlerts}
  where ${WAITING} and ${CONFIRMED}
  group by ${stockAlerts.variantId}`;

/** Confirmed waiting requests per variant, for these variants. */
export async function countWaitingOn(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`
    select v."variantId", v."productId", v.size, v.color, count(*)::int as count
    from (${variantOptionRows(productIds)}) as v
      join ${stockAlerts} on ${stockAlerts.variantId} = v."variantId"
    where ${WAITING} and ${CONFIRMED}
    group by v."variantId", v."productId", v.size, v.color, v.position
    order by v."productId", v.position, v."variantId"`);
  return (
    result as unknown as {
      rows: { variantId: string; productId: string; size: string; color: string; count: number }[];
    }
  ).rows;
}
