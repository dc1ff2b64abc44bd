import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every route an *.account-routes.ts plugin adds sits behind the one login guard. The list comes
// from the app itself, so a shopper's route added later is checked here without a new test.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete address for a route pattern: every `:param` becomes an id that exists nowhere. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());
const routeList = () => t.app.accountRoutes.map((r) => `${r.method} ${r.url}`);

describe('the account scope', () => {
  it("holds every domain's own routes of a logged-in shopper", () => {
    expect(routeList()).toEqual(
      expect.arrayContaining([
        'PATCH /api/auth/edit-profile',
        'PATCH /api/auth/edit-profile/:userId',
        'POST /uploadImage',
        'GET /api/cart/:userId',
        'POST /api/cart/add',
        'GET /api/orders/mine',
        'POST /api/orders/guest-orders/claim',
        'POST /api/reviews/post-review',
        'DELETE /api/reviews/:id',
        'GET /api/stats/user-stats/me',
        'GET /api/users/me/measurements',
        'PUT /api/users/me/measurements',
        'DELETE /api/users/me/measurements',
      ]),
    );
  });

  it('leaves out what a guest may do: price a cart, check out, read reviews and products, log in', () => {
    const routes = routeList();
    for (const open of [
      'POST /api/cart/quote',
      'POST /api/orders/create-checkout-session',
      'POST /api/orders/confirm-payment',
      'GET /api/orders/order/:id',
      'GET /api/reviews/product/:productId',
      'GET /api/shopify-products',
      'POST /api/auth/login',
    ])
      expect(routes).not.toContain(open);
  });

  it('refuses every account route to a guest with 401 before reading the body', async () => {
    expect(t.app.accountRoutes.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of t.app.accountRoutes) {
      // A body every route would refuse: the guard has to answer before validation could.
      const payload = method === 'GET' || method === 'HEAD' ? undefined : { nonsense: true };
      const guest = await t.app.inject({ method, url: concrete(url), payload });
      expect({ route: `${method} ${url}`, status: guest.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 401,
      });
      if (method !== 'HEAD') expect(guest.json().message).toBe(AUTH_MESSAGES.mustLogIn);
    }
  });
});
