import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingMethods, shippingSettings } from './shipping.schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

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
