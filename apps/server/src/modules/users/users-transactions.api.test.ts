import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { newAccount } from '../../test/auth-fixtures';
import { createTestDatabase } from '../../test/test-app';
import { changeRole, findUserById, registerUser, removeUser } from './users.service';

// A role change or a deletion and the end of that user's sessions are one transaction: when
// ending the sessions fails, the change does not happen either.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const failingEndSessions = async (_tx: Db, _userId: string) => {
  throw new Error('sessions store unavailable');
};

describe('account changes that end sessions', () => {
  it('keep the old role when the sessions could not be ended', async () => {
    const user = await registerUser(database.db, newAccount());
    await expect(changeRole(database.db, failingEndSessions, user.id, 'admin')).rejects.toThrow(
      'sessions store unavailable',
    );
    expect((await findUserById(database.db, user.id))?.role).toBe('user');
  });

  it('keep the account when the sessions could not be ended', async () => {
    const user = await registerUser(database.db, newAccount());
    await expect(removeUser(database.db, failingEndSessions, user.id)).rejects.toThrow(
      'sessions store unavailable',
    );
    expect(await findUserById(database.db, user.id)).toBeDefined();
  });

  it('end the sessions of exactly the changed user, inside the change', async () => {
    const user = await registerUser(database.db, newAccount());
    const ended: string[] = [];
    const changed = await changeRole(
      database.db,
      async (_tx, userId) => {
        ended.push(userId);
      },
      user.id,
      'admin',
    );
    expect(changed.role).toBe('admin');
    expect(ended).toEqual([user.id]);
    // Asking for the role it already has changes nothing and ends nothing.
    await changeRole(
      database.db,
      async (_tx, userId) => {
        ended.push(userId);
      },
      user.id,
      'admin',
    );
    expect(ended).toEqual([user.id]);
  });
});
