import { randomBytes } from 'node:crypto';
import { type PublicUser, type Role, USER_MESSAGES } from '@shop/shared/people/users';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash';
import {
  countAdmins,
  countOtherAdminsLocked,
  countUsers,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  firstAdminEmail,
  insertUser,
  insertUsersIfAbsent,
  listUsers,
  profilePicturesAmong,
  updateUser,
} from './users.queries';
import type { UserRow } from './users.schema';

/** The account row other domains may hold (auth's sessions, the guards); never sent out as is. */
export type { UserRow };

/** The only shape a user leaves the server in: no password hash, ever. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profileImage: row.profileImage,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
  };
}

const UNIQUE_VIOLATION = '23505';

/** node-postgres puts the SQLSTATE on the error; drizzle may wrap it as the cause. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return (e?.code ?? e?.cause?.code) === UNIQUE_VIOLATION;
}

export const EMAIL_TAKEN = 'An account with this email already exists.';

/** Creates a shopper account. The role is never taken from the request: new accounts are users. */
export async function registerUser(
  db: Db,
  input: { email: string; password: string; username: string },
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new DomainError(409, EMAIL_TAKEN, 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, { email: input.email, username: input.username, passwordHash, role: 'user' });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError(409, EMAIL_TAKEN, 'email');
    throw error;
  }
}

/**
 * Ends every session of a user inside the transaction of the change that calls for it. The
 * auth module owns sessions and app.ts hands its function in, so users never imports auth.
 */
export type EndSessions = (tx: Db, userId: string) => Promise<void>;

/**
 * Changes the caller's own profile; `userId`, when the address names one, must be the caller's
 * (nobody edits someone else's profile, an admin included: the admin area changes roles only).
 * A picture must be one this shop stored (an upload's URL), so a profile can never point browsers
 * at someone else's server.
 */
export async function editProfile(
  db: Db,
  who: { callerId: string; userId?: string },
  changes: { username?: string; bio?: string; profileImage?: string },
  images: { isOwnUrl(url: string): boolean },
): Promise<UserRow> {
  if (who.userId !== undefined && who.userId !== who.callerId)
    throw new DomainError(403, 'You can only edit your own profile.');
  const userId = who.callerId;
  const { profileImage } = changes;
  if (profileImage !== undefined && profileImage !== '' && !images.isOwnUrl(profileImage)) {
    throw new DomainError(400, 'profileImage must be an image uploaded through /uploadImage', 'profileImage');
  }
  const row = await updateUser(db, userId, changes);
  if (!row) throw new DomainError(404, 'User not found');
  return row;
}

/** The slow part of setting a password, kept apart so it runs before any transaction opens. */
export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** Stores a hash from hashNewPassword; false when the account no longer exists. */
export async function storePasswordHash(db: Db, userId: string, passwordHash: string): Promise<boolean> {
  return (await updateUser(db, userId, { passwordHash })) !== undefined;
}

export { countUsers, findUserByEmail, findUserById, firstAdminEmail, listUsers, profilePicturesAmong };

/** Whether `password` is this user's; with no user, spends the same time and says no. */
export function checkPassword(user: UserRow | undefined, password: string): Promise<boolean> {
  return user ? verifyPassword(user.passwordHash, password) : verifyAgainstNothing(password);
}

/**
 * Changes a role and ends the account's sessions in the same transaction, so the new role
 * applies at once. The last admin cannot be demoted, or nobody could run the shop.
 */
export async function changeRole(
  db: Db,
  endSessions: EndSessions,
  userId: string,
  role: Role,
  actorId?: string,
): Promise<UserRow> {
  if (actorId === userId && role !== 'admin')
    throw new DomainError(400, USER_MESSAGES.cannotDemoteSelf, 'role');
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw new DomainError(404, 'User not found');
    if (current.role === role) return current;
    if (current.role === 'admin' && (await countOtherAdminsLocked(tx, userId)) === 0) {
      throw new DomainError(400, 'The last admin cannot lose the admin role.', 'role');
    }
    const user = await updateUser(tx, userId, { role });
    if (!user) throw new DomainError(404, 'User not found');
    await endSessions(tx, userId);
    return user;
  });
}

/**
 * Takes a leaving shopper's reviews out and recomputes the ratings of what they reviewed, in the
 * deletion's transaction (the reviews module provides it; users must not depend on reviews).
 * Answers whether any product's rating changed.
 */
export type DropReviews = (tx: Db, userId: string) => Promise<boolean>;

/**
 * Deletes an account with its sessions and reviews, in one transaction (reset tokens go by
 * cascade). Answers whether a product's rating changed, so the caller refreshes the storefront.
 */
export async function removeUser(
  db: Db,
  endSessions: EndSessions,
  userId: string,
  actorId?: string,
  dropReviews?: DropReviews,
): Promise<{ ratingsChanged: boolean }> {
  if (actorId === userId) throw new DomainError(400, USER_MESSAGES.cannotDeleteSelf, 'id');
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw new DomainError(404, 'User not found');
    if (current.role === 'admin' && (await countOtherAdminsLocked(tx, userId)) === 0) {
      throw new DomainError(400, 'The last admin cannot be deleted.');
    }
    await endSessions(tx, userId);
    const ratingsChanged = (await dropReviews?.(tx, userId)) ?? false;
    await deleteUser(tx, userId);
    return { ratingsChanged };
  });
}

/**
 * The demo catalog's reviewers (demo-catalog/demo-reviews.ts). Their password hash is no PHC
 * string, so every login check against it fails: nobody can sign in as a demo shopper.
 */
export async function addDemoAccounts(
  tx: Db,
  accounts: readonly { id: string; username: string; email: string }[],
): Promise<void> {
  await insertUsersIfAbsent(
    tx,
    accounts.map((account) => ({ ...account, passwordHash: '!demo-account-no-login' })),
  );
}

/** A password that meets the shop's own rule, for the first admin when none is configured. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa1!`;
}

/**
 * The first start creates an admin, from ADMIN_EMAIL / ADMIN_PASSWORD or with a generated
 * password the caller prints once. Nothing happens while any admin exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email?: string; password?: string },
): Promise<{ email: string; password: string | null } | null> {
  if ((await countAdmins(db)) > 0) return null;
  const email = options.email ?? 'admin@velora.shop';
  const password = options.password ?? generatePassword();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // The configured address already shops here: make that account the admin.
    await updateUser(db, existing.id, { role: 'admin', passwordHash: await hashPassword(password) });
  } else {
    await insertUser(db, {
      email,
      username: 'admin',
      passwordHash: await hashPassword(password),
      role: 'admin',
    });
  }
  return { email, password: options.password ? null : password };
}

/** Who wrote what others read (a review's author): username and email by id. */
export async function authorsOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { username: string; email: string }>> {
  const rows = await findUsersByIds(db, ids);
  return new Map(rows.map((row) => [row.id, { username: row.username, email: row.email }]));
}
