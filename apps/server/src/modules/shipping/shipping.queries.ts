import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingMethods, shippingSettings } from './shipping.schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** A method as a save writes it: its place in the list included. */
export type ShippingMethodValues = Pick<
  ShippingMethodRow,
  'name' | 'priceCents' | 'estimate' | 'freeOverCents' | 'active' | 'position'
>;

/** The countries the shop delivers to; none until the first migration's row exists. */
export async function servedCountries(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ countries: shippingSettings.countries })
    .from(shippingSettings)
    .where(eq(shippingSettings.id, 1));
  return row?.countries ?? [];
}

/** Every method, on or off, in the order shoppers see them. */
export function allShippingMethods(db: Db): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt));
}

/**
 * Takes the settings row for the rest of the transaction, so two saves of Shipping settings
 * follow one another instead of mixing their lists of methods. Writes the countries too (the row
 * is created if a shop somehow lost it).
 */
export async function writeServedCountries(tx: Db, countries: string[]): Promise<void> {
  await tx
    .insert(shippingSettings)
    .values({ id: 1, countries })
    .onConflictDoUpdate({ target: shippingSettings.id, set: { countries, updatedAt: sql`now()` } });
}

/** Which of these method ids exist. */
export async function existingMethodIds(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(inArray(shippingMethods.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Deletes every method not named in `keep` (all of them when it is empty). */
export async function deleteMethodsExcept(tx: Db, keep: string[]): Promise<void> {
  await tx.delete(shippingMethods).where(keep.length > 0 ? notInArray(shippingMethods.id, keep) : undefined);
}

export async function updateMethod(tx: Db, id: string, values: ShippingMethodValues): Promise<void> {
  await tx
    .update(shippingMethods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shippingMethods.id, id));
}

export async function insertMethod(tx: Db, values: ShippingMethodValues): Promise<void> {
  await tx.insert(shippingMethods).values(values);
}
