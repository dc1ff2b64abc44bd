import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeRole, ensureFirstAdmin, removeUser } from './users.service';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('admin user management', () => {
  it('is refused to guests (401) and shoppers (403) with the documented texts', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/auth/users' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('You must be logged in!');
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: shopper.bearer });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('You are not authorized to access this page!');
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { role: 'admin' }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/auth/users/${shopper.user.id}`,
        headers: shopper.bearer,
        payload,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await me(shopper.bearer)).json().user.role).toBe('user');
  });

  it('lists every account without hashes or tokens', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.bearer });
    expect(response.statusCode).toBe(200);
    const users = response.json();
    expect(users.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([admin.user.id, shopper.user.id]),
    );
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|token/i);
    // Every answer behind the admin guard: no browser or proxy keeps the list of people.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('changes a role, ending that user’s sessions so the change applies at once', async () => {
    const target = await registerAndLogin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${target.user.id}`,
      headers: admin.bearer,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Role Updated successfully', user: { role: 'admin' } });
    expect((await me(target.bearer)).json().user).toBeNull();
  });

  it('refuses an unknown role, a malformed id and an unknown user', async () => {
    const badRole = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${shopper.user.id}`,
      headers: admin.bearer,
      payload: { role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().field).toBe('role');
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/auth/users/123', headers: admin.bearer });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/users/00000000-0000-4000-8000-000000000000',
      headers: admin.bearer,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a user, whose token stops working', async () => {
    const target = await registerAndLogin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${target.user.id}`,
      headers: admin.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect((await me(target.bearer)).json().user).toBeNull();
  });

  it('never lets an admin delete or demote themselves, and always keeps one admin', async () => {
    const solo = await createTestApp();
    try {
      const only = await registerAndLogin(solo.app, solo.database.db, { role: 'admin' });
      // The id as the API gives it, and the same id in capitals (UUIDs ignore case).
      for (const id of [only.user.id, only.user.id.toUpperCase()]) {
        const demote = await solo.app.inject({
          method: 'PUT',
          url: `/api/auth/users/${id}`,
          headers: only.bearer,
          payload: { role: 'user' },
        });
        expect(demote.statusCode).toBe(400);
        expect(demote.json()).toMatchObject({
          message: 'You cannot take the admin role from yourself.',
          field: 'role',
        });
        const remove = await solo.app.inject({
          method: 'DELETE',
          url: `/api/auth/users/${id}`,
          headers: only.bearer,
        });
        expect(remove.statusCode).toBe(400);
        expect(remove.json().message).toBe('You cannot delete your own account here.');
      }
      const still = await solo.app.inject({ method: 'GET', url: '/api/auth/me', headers: only.bearer });
      expect(still.json().user.role).toBe('admin');
      // Whoever asks, the last admin stays (two admins removing each other at once: users-transactions).
      const endNothing = async () => undefined;
      await expect(removeUser(solo.database.db, endNothing, only.user.id)).rejects.toThrow(
        'The last admin cannot be deleted.',
      );
      await expect(changeRole(solo.database.db, endNothing, only.user.id, 'user')).rejects.toThrow(
        'The last admin cannot lose the admin role.',
      );
    } finally {
      await solo.close();
    }
  });
});

describe('first admin', () => {
  it('is created once, from the configured login or with a generated password', async () => {
    const fresh = await createTestApp();
    try {
      const created = await ensureFirstAdmin(fresh.database.db, {});
      expect(created?.email).toBe('admin@velora.shop');
      expect(created?.password).toMatch(/^.{12,}$/);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@velora.shop', password: created?.password },
      });
      expect(login.json().user.role).toBe('admin');
      expect(
        await ensureFirstAdmin(fresh.database.db, { email: 'other@example.com', password: 'Other#Pass1' }),
      ).toBeNull();
    } finally {
      await fresh.close();
    }
    const configured = await createTestApp();
    try {
      const created = await ensureFirstAdmin(configured.database.db, {
        email: 'owner@example.com',
        password: 'Owner#Pass1',
      });
      expect(created).toEqual({ email: 'owner@example.com', password: null });
      const login = await configured.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@example.com', password: 'Owner#Pass1' },
      });
      expect(login.json().user.role).toBe('admin');
    } finally {
      await configured.close();
    }
  });
});
