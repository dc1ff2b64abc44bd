import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every route an *.admin-routes.ts plugin adds sits behind the one admin guard. The list comes
// from the app itself, so an admin domain added later is checked here without a new test.

let t: TestApp;
let shopper: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

/** A concrete address for a route pattern: every `:param` becomes an id that exists nowhere. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('the admin scope', () => {
  it('holds the review count', () => {
    const routes = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('GET /api/reviews/total-reviews');
  });

  it('holds the account management routes', () => {
    const routes = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/auth/users',
        'PUT /api/auth/users/:id',
        'DELETE /api/auth/users/:id',
      ]),
    );
  });

  it('refuses every admin route to a guest with 401 and to a shopper with 403, before reading the body', async () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of t.app.adminRoutes) {
      const address = concrete(url);
      // A body the route would refuse: the guard has to answer before validation could.
      const payload = method === 'GET' || method === 'HEAD' ? undefined : { role: 'nonsense' };
      const guest = await t.app.inject({ method, url: address, payload });
      expect({ route: `${method} ${url}`, status: guest.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 401,
      });
      if (method !== 'HEAD') expect(guest.json().message).toBe(AUTH_MESSAGES.mustLogIn);

      const user = await t.app.inject({ method, url: address, payload, headers: shopper.bearer });
      expect({ route: `${method} ${url}`, status: user.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 403,
      });
      if (method !== 'HEAD') expect(user.json().message).toBe(AUTH_MESSAGES.notAuthorized);
    }
  });
});
