import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { USER_MESSAGES } from '@shop/shared/people/users';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newAccount, registerAndLogin, STRONG_PASSWORD } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from './auth.schema';
import { hashToken } from './session-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('POST /api/auth/register', () => {
  it('creates a shopper and answers with the public user, never a password hash', async () => {
    const account = newAccount();
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Registration successful');
    expect(body.user).toMatchObject({
      email: account.email,
      username: account.username,
      role: 'user',
      bio: '',
      profileImage: '',
    });
    expect(body.user._id).toBe(body.user.id);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('ignores a role and other server-owned fields in the body', async () => {
    const account = newAccount();
    const response = await register({ ...account, role: 'admin', _id: 'x', createdAt: '2000-01-01' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('user');
    const { user } = await login(t.app, account.email, account.password);
    expect(user.role).toBe('user');
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const account = newAccount();
    await register(account);
    const again = await register({ ...newAccount(), email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists.', field: 'email' });
  });

  it.each([
    ['email', { email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
    ['password', { password: 'short1!A'.slice(0, 7) }, AUTH_MESSAGES.weakPassword],
    ['password', { password: 'alllowercase1!' }, AUTH_MESSAGES.weakPassword],
    ['password', { password: 'NoSpecial123' }, AUTH_MESSAGES.weakPassword],
    ['password', { password: `Aa1!${'x'.repeat(125)}` }, AUTH_MESSAGES.longPassword],
    ['username', { username: 'abc' }, USER_MESSAGES.invalidUsername],
    ['username', { username: 'has space' }, USER_MESSAGES.invalidUsername],
    ['username', { username: 'a'.repeat(21) }, USER_MESSAGES.invalidUsername],
  ])('names the field and gives the documented message for a bad %s', async (field, change, message) => {
    const response = await register({ ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toContain(message);
  });

  it('accepts a 128-character password and never truncates it', async () => {
    const password = `Aa1!${'p'.repeat(120)}tail`;
    expect(password).toHaveLength(128);
    const account = newAccount({ password });
    expect((await register(account)).statusCode).toBe(201);
    await expect(login(t.app, account.email, password)).resolves.toBeTruthy();
    // Same first 124 characters, different end: bcrypt would have let this in past 72 bytes.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: `${password.slice(0, 124)}TAIL` },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the token and sets it as an httpOnly SameSite cookie', async () => {
    const account = newAccount();
    await register(account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.email).toBe(account.email);
    const cookie = response.cookies.find((c) => c.name === 'velora_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only a digest of the token', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(session.token));
    expect(rows[0]?.tokenHash).not.toContain(session.token);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const account = newAccount();
    await register(account);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'Wrong#Pass1' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: account.password },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('names the field of a malformed login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });
});

describe('sessions', () => {
  it('restores the user from the cookie and from the Bearer token; a guest gets null', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    expect((await me({ cookie: session.cookie })).json().user.id).toBe(session.user.id);
    expect((await me(session.bearer)).json().user.id).toBe(session.user.id);
    const guest = await me({});
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
  });

  it('refuses forged and malformed tokens', async () => {
    const forged = 'A'.repeat(43);
    expect((await me({ authorization: `Bearer ${forged}` })).json().user).toBeNull();
    expect((await me({ cookie: `velora_session=${forged}` })).json().user).toBeNull();
    expect((await me({ authorization: 'Bearer not a token' })).json().user).toBeNull();
    expect((await me({ authorization: 'Basic abc' })).json().user).toBeNull();
    expect((await me({ cookie: 'velora_session=%%%' })).json().user).toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { authorization: `Bearer ${forged}` },
      payload: { bio: 'x' },
    });
    expect(edit.statusCode).toBe(401);
    expect(edit.json().message).toBe('You must be logged in!');
    // The login is checked before the body: a guest learns nothing about what the form accepts.
    for (const url of ['/api/auth/edit-profile', '/api/auth/edit-profile/not-an-id']) {
      const guest = await t.app.inject({ method: 'PATCH', url, payload: { username: '!' } });
      expect(guest.statusCode, url).toBe(401);
    }
  });

  it('ends on logout: the token no longer works, by cookie or Bearer', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logout successful' });
    const cleared = out.cookies.find((c) => c.name === 'velora_session');
    expect(cleared?.value).toBe('');
    expect((await me(session.bearer)).json().user).toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: session.bearer,
      payload: { bio: 'after logout' },
    });
    expect(edit.statusCode).toBe(401);
  });

  it('expires, and renews while in use once half its lifetime has passed', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const tokenHash = hashToken(session.token);
    const soon = new Date(Date.now() + 60_000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.tokenHash, tokenHash));
    const renewed = await me({ cookie: session.cookie });
    expect(renewed.json().user.id).toBe(session.user.id);
    const cookie = renewed.cookies.find((c) => c.name === 'velora_session');
    expect(cookie?.value).toBe(session.token);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await me({ cookie: session.cookie })).json().user).toBeNull();
  });

  it('refuses a cookie-authenticated change sent from another site, but not a Bearer one', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const fromEvil = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: session.cookie, origin: 'https://evil.example' },
      payload: { bio: 'pwned' },
    });
    expect(fromEvil.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: session.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { bio: 'pwned' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: session.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { bio: 'mine' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { ...session.bearer, origin: 'https://app.example' },
      payload: { bio: 'from an app' },
    });
    expect(bearer.statusCode).toBe(200);
    expect((await me(session.bearer)).json().user.bio).toBe('from an app');
  });
});

describe('PATCH /api/auth/edit-profile', () => {
  it("changes the caller's own username and bio", async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: session.bearer,
      payload: { username: 'New_Name', bio: '  Loves linen.  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile Updated Successfully!',
      user: { id: session.user.id, username: 'New_Name', bio: 'Loves linen.' },
    });
  });

  it("cannot edit another user's profile", async () => {
    const alice = await registerAndLogin(t.app, t.database.db);
    const bob = await registerAndLogin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/edit-profile/${bob.user.id}`,
      headers: alice.bearer,
      payload: { bio: 'hacked' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(bob.bearer)).json().user.bio).toBe('');
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/edit-profile/${alice.user.id}`,
      headers: alice.bearer,
      payload: { bio: 'mine' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('accepts only pictures this shop stored', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    for (const profileImage of [
      'https://tracker.example/pixel.gif',
      'javascript:alert(1)',
      '/uploads/../x.webp',
    ]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/edit-profile',
        headers: session.bearer,
        payload: { profileImage },
      });
      expect(response.statusCode, profileImage).toBe(400);
      expect(response.json().field).toBe('profileImage');
    }
  });

  it('validates the username with the register rule', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: session.bearer,
      payload: { username: 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(USER_MESSAGES.invalidUsername);
  });
});

describe('cookies under an https PUBLIC_URL', () => {
  it('are Secure', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      const account = newAccount();
      await secure.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: STRONG_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'velora_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('profile picture', () => {
  it('is uploaded by a logged-in user, set on the profile and served as WebP', async () => {
    const session = await registerAndLogin(t.app, t.database.db);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b03060' } })
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${png.toString('base64')}`;

    const guest = await t.app.inject({ method: 'POST', url: '/uploadImage', payload: { image } });
    expect(guest.statusCode).toBe(401);

    const upload = await t.app.inject({
      method: 'POST',
      url: '/uploadImage',
      headers: session.bearer,
      payload: { image },
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json().data as string;
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: session.bearer,
      payload: { profileImage: url },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().user.profileImage).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
