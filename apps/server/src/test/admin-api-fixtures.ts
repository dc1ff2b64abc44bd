import {
  type Discount,
  discountResponseSchema,
  type Sale,
  saleResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { insertProducts } from '../seed';
import { type LoggedIn, registerAndLogin } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The whole app for the tests of admin routes, with an admin and a shopper logged in. */
export interface AdminApi extends TestApp {
  admin: LoggedIn;
  shopper: LoggedIn;
  /** A request as `who` (a guest when null), with `payload` as its JSON body when given one. */
  send(method: Method, url: string, who: LoggedIn | null, payload?: object): Promise<LightMyRequestResponse>;
}

/** The app on a fresh database holding `products`, with an admin and a shopper logged in. */
export async function createAdminApi({
  products = [],
  ...options
}: NonNullable<Parameters<typeof createTestApp>[0]> & {
  products?: Parameters<typeof insertProducts>[1];
} = {}): Promise<AdminApi> {
  const t = await createTestApp(options);
  await insertProducts(t.database.db, products);
  const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  const shopper = await registerAndLogin(t.app, t.database.db);
  return {
    ...t,
    admin,
    shopper,
    send: (method, url, who, payload) =>
      t.app.inject({
        method,
        url,
        headers: who?.bearer ?? {},
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}

const HOUR = 3_600_000;

/**
 * The shop's clock as a test file moves it (the app reads it with `read`): `now`, from a whole
 * second so that an ISO string prints it as it is, and `at(hours)`, that long from now in ISO.
 */
export function movableClock(start = new Date(Math.floor(Date.now() / 1000) * 1000)) {
  const clock = {
    now: start,
    read: () => clock.now,
    at: (hours: number) => new Date(clock.now.getTime() + hours * HOUR).toISOString(),
  };
  return clock;
}

/** An id no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The admin routes of a collection (list, create, change, delete) answer a guest 401 and a
 * shopper 403, even with a good body.
 */
export async function expectAdminOnly(t: AdminApi, collection: string, body: object) {
  const routes = [
    ['GET', collection],
    ['POST', collection],
    ['PATCH', `${collection}/${MISSING_ID}`],
    ['DELETE', `${collection}/${MISSING_ID}`],
  ] as const;
  for (const [method, url] of routes) {
    const payload = method === 'POST' || method === 'PATCH' ? body : undefined;
    expect((await t.send(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    expect((await t.send(method, url, t.shopper, payload)).statusCode, `${method} ${url}`).toBe(403);
  }
}

/** A 400 naming `field` (or a part of it) with a message that says `message`. */
export function expectRefused(answer: LightMyRequestResponse, field: string, message: string, what: string) {
  expect(answer.statusCode, what).toBe(400);
  expect(answer.json().field, what).toMatch(new RegExp(`^${field}(\\.|$)`));
  expect(answer.json().message, what).toContain(message);
}

/** A discount code the admin creates, as the answer gives it. */
export async function createDiscount(t: AdminApi, body: Record<string, unknown>): Promise<Discount> {
  const answer = await t.send('POST', '/api/discounts', t.admin, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return discountResponseSchema.parse(answer.json()).discount;
}

/** A sale the admin creates, as the answer gives it. */
export async function createSale(t: AdminApi, body: Record<string, unknown>): Promise<Sale> {
  const answer = await t.send('POST', '/api/sales', t.admin, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return saleResponseSchema.parse(answer.json()).sale;
}
