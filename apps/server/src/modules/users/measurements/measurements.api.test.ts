import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { measurementsResponseSchema, NO_MEASUREMENTS } from '@shop/shared/people/measurements';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bodyMeasurementsJson } from './measurements.queries';
import { shopperMeasurements } from './measurements.schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/users/me/measurements';
const shopper = () => registerAndLogin(t.app, t.database.db);

const read = async (who: LoggedIn) => {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: who.bearer });
  expect(response.statusCode, response.body).toBe(200);
  return measurementsResponseSchema.parse(response.json());
};
const put = (who: LoggedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: who.bearer, payload });
const saved = async (who: LoggedIn, payload: Record<string, unknown>) => {
  const response = await put(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return measurementsResponseSchema.parse(response.json());
};
const forget = (who: LoggedIn) => t.app.inject({ method: 'DELETE', url: URL, headers: who.bearer });
/** What the table keeps, in centimetres. */
const stored = async (who: LoggedIn) => {
  const [row] = await t.database.db
    .select()
    .from(shopperMeasurements)
    .where(eq(shopperMeasurements.userId, who.user.id));
  return row
    ? { unit: row.unit, height: row.height, bust: row.bust, waist: row.waist, hips: row.hips }
    : null;
};

/** What size advice holds against a chart: bust, waist and hips in centimetres, or null. */
const forAdvice = async (who: LoggedIn) => {
  const result = (await t.database.db.execute(
    sql`select ${bodyMeasurementsJson(who.user.id)} as body`,
  )) as unknown as { rows: { body: unknown }[] };
  return result.rows[0]?.body;
};

describe('my measurements', () => {
  it('are all empty, in centimetres, until the shopper gives some', async () => {
    const ann = await shopper();
    expect(await read(ann)).toEqual({ unit: 'cm', height: null, bust: null, waist: null, hips: null });
    expect(await forAdvice(ann)).toBeNull();
  });

  it('are saved and read back in centimetres', async () => {
    const ann = await shopper();
    const body = { unit: 'cm', height: 168.5, bust: 88, waist: 70.5, hips: 96 };
    expect(await saved(ann, body)).toEqual(body);
    expect(await read(ann)).toEqual(body);
    expect(await stored(ann)).toEqual(body);
    expect(await forAdvice(ann)).toEqual({ bust: 88, waist: 70.5, hips: 96 });
  });

  it('typed in inches, are kept in centimetres and answered in inches as typed', async () => {
    const ann = await shopper();
    const body = { unit: 'in', height: 65, bust: 36.5, waist: 28, hips: 38.2 };
    expect(await saved(ann, body)).toEqual(body);
    expect(await read(ann)).toEqual(body);
    // 65 in = 165.1 cm, 36.5 in = 92.71 cm, 28 in = 71.12 cm, 38.2 in = 97.028 cm
    expect(await stored(ann)).toEqual({ unit: 'in', height: 165.1, bust: 92.7, waist: 71.1, hips: 97 });
    expect(await forAdvice(ann)).toEqual({ bust: 92.7, waist: 71.1, hips: 97 });
  });

  it('are replaced whole by each save: a field left out or null is no longer known', async () => {
    const ann = await shopper();
    await saved(ann, { unit: 'in', height: 65, bust: 36.5, waist: 28, hips: 38 });
    expect(await saved(ann, { unit: 'cm', bust: 90, hips: null })).toEqual({
      unit: 'cm',
      height: null,
      bust: 90,
      waist: null,
      hips: null,
    });
    expect(await read(ann)).toEqual({ unit: 'cm', height: null, bust: 90, waist: null, hips: null });
    // Only the height given: size advice has nothing to hold against a chart.
    await saved(ann, { unit: 'cm', height: 170 });
    expect(await forAdvice(ann)).toBeNull();
  });

  it('are forgotten on request, and forgetting nothing is fine too', async () => {
    const ann = await shopper();
    await saved(ann, { unit: 'cm', height: 170, bust: 90, waist: 72, hips: 98 });
    const response = await forget(ann);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await read(ann)).toEqual(NO_MEASUREMENTS);
    expect(await stored(ann)).toBeNull();
    expect(await forAdvice(ann)).toBeNull();
    expect((await forget(ann)).statusCode).toBe(204);
  });
});

describe('bad measurements', () => {
  const refused = async (payload: unknown, field: string, message: string) => {
    const ann = await shopper();
    await saved(ann, { unit: 'cm', bust: 90 });
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: ann.bearer,
      payload: payload as object,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: `Invalid field '${field}': ${message}`, field });
    // Nothing of a refused body is kept.
    expect(await read(ann)).toEqual({ ...NO_MEASUREMENTS, bust: 90 });
  };

  it('are refused outside the ranges in centimetres', async () => {
    await refused({ unit: 'cm', height: 119.9 }, 'height', 'Height must be between 120 and 220 cm.');
    await refused({ unit: 'cm', height: 221 }, 'height', 'Height must be between 120 and 220 cm.');
    await refused({ unit: 'cm', bust: 49 }, 'bust', 'Bust must be between 50 and 200 cm.');
    await refused({ unit: 'cm', waist: 200.1 }, 'waist', 'Waist must be between 50 and 200 cm.');
    await refused({ unit: 'cm', hips: 0 }, 'hips', 'Hips must be between 50 and 200 cm.');
  });

  it('are refused outside the same ranges in inches, where a value in centimetres is too much', async () => {
    await refused({ unit: 'in', height: 170 }, 'height', 'Height must be between 47.3 and 86.6 inches.');
    await refused({ unit: 'in', height: 47.2 }, 'height', 'Height must be between 47.3 and 86.6 inches.');
    await refused({ unit: 'in', bust: 90 }, 'bust', 'Bust must be between 19.7 and 78.7 inches.');
    await refused({ unit: 'in', hips: 19.6 }, 'hips', 'Hips must be between 19.7 and 78.7 inches.');
  });

  it('are refused with more than one decimal, as text, or without a known unit', async () => {
    await refused({ unit: 'cm', waist: 70.25 }, 'waist', 'Waist may have at most one decimal.');
    await refused({ unit: 'cm', hips: '96' }, 'hips', 'Hips must be a number, or left empty.');
    await refused({ height: 170 }, 'unit', 'unit must be one of: cm, in');
    await refused({ unit: 'mm', height: 1700 }, 'unit', 'unit must be one of: cm, in');
  });

  it('name every bad field at once', async () => {
    const ann = await shopper();
    const response = await put(ann, { unit: 'in', height: 170, bust: 36.55, waist: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'height', message: 'Height must be between 47.3 and 86.6 inches.' },
        { field: 'bust', message: 'Bust may have at most one decimal.' },
        { field: 'waist', message: 'Waist must be a number, or left empty.' },
      ]),
    );
  });
});

describe('who may see them', () => {
  it('a guest may not read, save or forget any', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { unit: 'cm', bust: 90 } : undefined;
      const response = await t.app.inject({ method, url: URL, payload });
      expect({ method, status: response.statusCode }).toEqual({ method, status: 401 });
      expect(response.json().message).toBe(AUTH_MESSAGES.mustLogIn);
    }
  });

  it("another shopper reads, saves and forgets only their own, never Ann's", async () => {
    const ann = await shopper();
    const bob = await shopper();
    const anns = { unit: 'cm', height: 163.5, bust: 86, waist: 68, hips: 94 };
    await saved(ann, anns);

    expect(await read(bob)).toEqual(NO_MEASUREMENTS);
    await saved(bob, { unit: 'in', bust: 40 });
    expect((await forget(bob)).statusCode).toBe(204);
    expect(await read(ann)).toEqual(anns);
    // The path names no one: a user id tacked on is no way into Ann's.
    const sideways = await t.app.inject({
      method: 'GET',
      url: `/api/users/${ann.user.id}/measurements`,
      headers: bob.bearer,
    });
    expect(sideways.statusCode).toBe(404);
    // A decimal point: the 404's message repeats the path, whose id may hold the digits alone.
    expect(sideways.body).not.toContain('163.5');
  });

  it("are in no admin answer, and an admin's own are the admin's", async () => {
    const ann = await shopper();
    await saved(ann, { unit: 'cm', height: 177.7, bust: 111.1, waist: 99.9, hips: 122.2 });
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    expect(await read(admin)).toEqual(NO_MEASUREMENTS);
    const users = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.bearer });
    expect(users.statusCode).toBe(200);
    expect(users.body).toContain(ann.user.email);
    for (const secret of ['177.7', '111.1', '99.9', '122.2', 'measurement'])
      expect(users.body).not.toContain(secret);
  });

  it('leave with the account', async () => {
    const ann = await shopper();
    await saved(ann, { unit: 'cm', bust: 90 });
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${ann.user.id}`,
      headers: admin.bearer,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(ann)).toBeNull();
  });

  it('are in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths[URL] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
  });
});
