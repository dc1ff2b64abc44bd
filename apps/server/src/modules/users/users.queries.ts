import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UploadNamesQuery } from '../uploads';
import { type UserRow, users } from './users.schema';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Db,
  values: { email: string; username: string; passwordHash: string; role?: 'user' | 'admin' },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, 'username' | 'bio' | 'profileImage' | 'role' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Adds accounts, leaving any whose id or email is already taken as it is. */
export async function insertUsersIfAbsent(
  db: Db,
  rows: readonly { id: string; username: string; email: string; passwordHash: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(users)
    .values(rows.map((row) => ({ ...row, role: 'user' as const })))
    .onConflictDoNothing();
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Admins other than `exceptId`: the shop must always keep at least one. Every admin row is
 * locked (in id order, so two callers never deadlock) until the transaction ends: two admins
 * removing each other at the same moment take turns, and the second sees the first's change.
 */
export async function countOtherAdminsLocked(db: Db, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** The admin who has been one longest (created first): the shop's address when SHOP_EMAIL is unset. */
export async function firstAdminEmail(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.email;
}

export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Which of the uploads asked about are some account's profile picture (the cleanup of unused uploads). */
export async function profilePicturesAmong(db: Db, uploads: UploadNamesQuery): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: uploads.name(users.profileImage) })
    .from(users)
    .where(uploads.asked(users.profileImage));
  return rows.map((row) => row.name);
}
