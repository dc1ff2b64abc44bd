import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from './auth.schema';
import { hashToken } from './session-token';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const editProfile = (app: TestApp['app'], headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: '/api/auth/edit-profile', headers, payload: { bio: 'still me' } });

/** Rewrites when a session was opened and when it expires, as if time had passed. */
async function backdate(database: TestApp['database'], session: LoggedIn, createdAt: Date, expiresAt: Date) {
  await database.db
    .update(sessions)
    .set({ createdAt, expiresAt })
    .where(eq(sessions.tokenHash, hashToken(session.token)));
}

async function rowOf(database: TestApp['database'], session: LoggedIn) {
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(session.token)));
  return row;
}

describe('the absolute lifetime of a session (SESSION_MAX_AGE)', () => {
  it('refuses and deletes a session older than 90 days, even one used and renewed yesterday', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    // Opened 91 days ago and renewed yesterday: the sliding expiry alone would keep it 29 more days.
    await backdate(t.database, session, new Date(Date.now() - 91 * DAY), new Date(Date.now() + 29 * DAY));

    const guarded = await editProfile(t.app, session.bearer);
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().message).toBe('You must be logged in!');
    expect(await rowOf(t.database, session)).toBeUndefined();
    expect((await me({ cookie: session.cookie })).json().user).toBeNull();
    expect((await editProfile(t.app, { cookie: session.cookie })).statusCode).toBe(401);
  });

  it('renews while in use, but never past 90 days after the login', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const createdAt = new Date(Date.now() - 89 * DAY);
    const limit = createdAt.getTime() + 90 * DAY;
    // An hour left of the 30-day TTL: due for renewal, which would reach 29 days past the limit.
    await backdate(t.database, session, createdAt, new Date(Date.now() + 3_600_000));

    const renewed = await me({ cookie: session.cookie });
    expect(renewed.json().user.id).toBe(session.user.id);
    const cookie = renewed.cookies.find((c) => c.name === 'velora_session');
    expect(cookie?.value).toBe(session.token);
    expect(cookie?.expires?.getTime()).toBe(Math.floor(limit / 1000) * 1000);
    expect((await rowOf(t.database, session))?.expiresAt.getTime()).toBe(limit);

    // At the limit there is nothing left to renew: no new cookie, the same expiry.
    const again = await me({ cookie: session.cookie });
    expect(again.json().user.id).toBe(session.user.id);
    expect(again.cookies.find((c) => c.name === 'velora_session')).toBeUndefined();
    expect((await rowOf(t.database, session))?.expiresAt.getTime()).toBe(limit);
    expect((await editProfile(t.app, session.bearer)).statusCode).toBe(200);
  });

  it('brings back to the limit a session whose expiry lies past it (opened before the limit existed)', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const createdAt = new Date(Date.now() - 80 * DAY);
    await backdate(t.database, session, createdAt, new Date(Date.now() + 29 * DAY));

    const answer = await me({ cookie: session.cookie });
    expect(answer.json().user.id).toBe(session.user.id);
    const limit = createdAt.getTime() + 90 * DAY;
    expect((await rowOf(t.database, session))?.expiresAt.getTime()).toBe(limit);
    expect(answer.cookies.find((c) => c.name === 'velora_session')?.expires?.getTime()).toBe(
      Math.floor(limit / 1000) * 1000,
    );
  });

  it('follows the configured lifetimes: a login ends at its max age however it is used', async () => {
    const short = await createTestApp({ sessionTtlSeconds: 3600, sessionMaxAgeSeconds: 2 * 3600 });
    try {
      const session = await registerAndLogin(short.app, short.database.db);
      const opened = await rowOf(short.database, session);
      if (!opened) throw new Error('no session row');
      expect(opened.expiresAt.getTime() - opened.createdAt.getTime()).toBe(3_600_000);

      // Used a minute ago, 1 h 59 min after its login: renewal stops at the 2-hour mark.
      const createdAt = new Date(Date.now() - 119 * 60_000);
      await backdate(short.database, session, createdAt, new Date(Date.now() + 60_000));
      expect((await editProfile(short.app, session.bearer)).statusCode).toBe(200);
      expect((await rowOf(short.database, session))?.expiresAt.getTime()).toBe(
        createdAt.getTime() + 2 * 3_600_000,
      );

      // Past it, the session no longer works although its expiry says otherwise.
      await backdate(
        short.database,
        session,
        new Date(Date.now() - 121 * 60_000),
        new Date(Date.now() + 60_000),
      );
      expect((await editProfile(short.app, session.bearer)).statusCode).toBe(401);
      expect(await rowOf(short.database, session)).toBeUndefined();
    } finally {
      await short.close();
    }
  });
});
