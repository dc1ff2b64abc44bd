import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { lockForTransaction } from '../../db/background-lock';
import type { Db } from '../../db/client';
import { addresses } from './addresses.schema';

export type AddressRow = typeof addresses.$inferSelect;
/** The address itself, as the shopper typed it; null where an optional line was left out. */
export type AddressFields = Pick<
  typeof addresses.$inferInsert,
  'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country' | 'phone'
>;

/**
 * Makes the rest of the transaction the only writer of one shopper's address book: two requests
 * at once (two tabs, a double click, a checkout saving an address) take turns, so the count
 * checked against the limit and the one default stay true when the second one reads them.
 */
export function lockAddressBook(tx: Db, userId: string): Promise<void> {
  return lockForTransaction(tx, `velora:addresses:${userId}`);
}

/** A shopper's addresses, the default first, then the newest. */
export function listAddressRows(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** An address of the shopper's with exactly these fields, if there is one. */
export async function findSameAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  const optional = (
    column: typeof addresses.line2 | typeof addresses.region | typeof addresses.phone,
    value: string | null | undefined,
  ): SQL => (value ? eq(column, value) : isNull(column));
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.name, fields.name),
        eq(addresses.line1, fields.line1),
        optional(addresses.line2, fields.line2),
        eq(addresses.city, fields.city),
        optional(addresses.region, fields.region),
        eq(addresses.postalCode, fields.postalCode),
        eq(addresses.country, fields.country),
        optional(addresses.phone, fields.phone),
      ),
    )
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt))
    .limit(1);
  return row;
}

export async function insertAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId, isDefault })
    .returning();
  if (!row) throw new Error('Address was not stored');
  return row;
}

export async function updateAddressRow(
  db: Db,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Takes the default mark off every address of the shopper's but `keepId`. */
export async function clearDefault(db: Db, userId: string, keepId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        keepId ? ne(addresses.id, keepId) : undefined,
      ),
    );
}

export async function markDefault(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddressRow(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The shopper's newest address, which becomes the default when the default goes. */
export async function newestAddress(db: Db, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row;
}
