import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopperMeasurements } from './measurements.schema';

export type MeasurementsRow = typeof shopperMeasurements.$inferSelect;
/** What is kept of a shopper's measurements: the unit they chose and each value in centimetres. */
export type MeasurementsFields = Pick<MeasurementsRow, 'unit' | 'height' | 'bust' | 'waist' | 'hips'>;

export async function findMeasurementsRow(db: Db, userId: string): Promise<MeasurementsRow | undefined> {
  const [row] = await db.select().from(shopperMeasurements).where(eq(shopperMeasurements.userId, userId));
  return row;
}

/** Keeps the shopper's measurements, replacing any kept before. */
export async function upsertMeasurementsRow(
  db: Db,
  userId: string,
  fields: MeasurementsFields,
): Promise<MeasurementsRow> {
  const [row] = await db
    .insert(shopperMeasurements)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: shopperMeasurements.userId,
      set: { ...fields, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('Measurements were not stored');
  return row;
}

export async function deleteMeasurementsRow(db: Db, userId: string): Promise<void> {
  await db.delete(shopperMeasurements).where(eq(shopperMeasurements.userId, userId));
}

/**
 * A scalar subquery: the shopper's bust, waist and hips in centimetres as JSON, or null when they
 * gave none of them. Size advice reads it in its own statement, for this shopper's answer only.
 */
export const bodyMeasurementsJson = (userId: string) => sql`(
  select json_build_object('bust', ${shopperMeasurements.bust}, 'waist', ${shopperMeasurements.waist},
    'hips', ${shopperMeasurements.hips})
  from ${shopperMeasurements}
  where ${shopperMeasurements.userId} = ${userId}::uuid
    and coalesce(${shopperMeasurements.bust}, ${shopperMeasurements.waist}, ${shopperMeasurements.hips}) is not null)`;
