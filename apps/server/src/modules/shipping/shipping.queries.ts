import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingMethods, shippingSettings, shippingZoneAreas, shippingZones } from './shipping.schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingAreaRow = typeof shippingZoneAreas.$inferSelect;

/** A method as a save writes it: its zone and its place in that zone's list included. */
export type ShippingMethodValues = Pick<
  ShippingMethodRow,
  'zoneId' | 'name' | 'priceCents' | 'estimate' | 'freeOverCents' | 'active' | 'position'
>;

/** Every zone, in the order the settings page lists them. */
export function allZones(db: Db): Promise<ShippingZoneRow[]> {
  return db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.createdAt));
}

/** Every place some zone holds. */
export function allAreas(db: Db): Promise<ShippingAreaRow[]> {
  return db.select().from(shippingZoneAreas);
}

/** The places of one country that zones hold: the whole country (region '') and single regions. */
export function areasOfCountry(db: Db, country: string): Promise<ShippingAreaRow[]> {
  return db.select().from(shippingZoneAreas).where(eq(shippingZoneAreas.country, country));
}

/** The countries some zone holds, whole or in part. */
export async function servedCountries(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ country: shippingZoneAreas.country }).from(shippingZoneAreas);
  return rows.map((row) => row.country);
}

/** Every method, on or off, in its zone's order. */
export function allShippingMethods(db: Db): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt));
}

/** One zone's methods that are on, in the order shoppers see them. */
export function activeMethodsOfZone(db: Db, zoneId: string): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.zoneId, zoneId), eq(shippingMethods.active, true)))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt));
}

/** A method that is on, by id, in whichever zone. */
export async function activeMethodById(db: Db, id: string): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.active, true)));
  return row;
}

/**
 * Takes the settings row for the rest of the transaction, so two saves of Shipping settings
 * follow one another instead of mixing their zones (the row is created if a shop lost it).
 */
export async function lockShippingSettings(tx: Db): Promise<void> {
  await tx
    .insert(shippingSettings)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: shippingSettings.id, set: { updatedAt: sql`now()` } });
}

/** Which of these zone ids exist. */
export async function existingZoneIds(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(inArray(shippingZones.id, ids));
  return new Set(rows.map((row) => row.id));
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

/** Deletes every zone not named in `keep`, with its places and methods. */
export async function deleteZonesExcept(tx: Db, keep: string[]): Promise<void> {
  await tx.delete(shippingZones).where(keep.length > 0 ? notInArray(shippingZones.id, keep) : undefined);
}

/** Deletes every method not named in `keep` (all of them when it is empty). */
export async function deleteMethodsExcept(tx: Db, keep: string[]): Promise<void> {
  await tx.delete(shippingMethods).where(keep.length > 0 ? notInArray(shippingMethods.id, keep) : undefined);
}

/** Forgets every place, before a save writes the zones' places again. */
export async function deleteAllAreas(tx: Db): Promise<void> {
  await tx.delete(shippingZoneAreas);
}

export async function insertAreas(tx: Db, areas: ShippingAreaRow[]): Promise<void> {
  if (areas.length > 0) await tx.insert(shippingZoneAreas).values(areas);
}

export async function updateZone(tx: Db, id: string, values: { name: string; position: number }) {
  await tx
    .update(shippingZones)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shippingZones.id, id));
}

export async function insertZone(tx: Db, values: { name: string; position: number }): Promise<string> {
  const [row] = await tx.insert(shippingZones).values(values).returning({ id: shippingZones.id });
  if (!row) throw new Error('shipping_zones insert returned no row');
  return row.id;
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
