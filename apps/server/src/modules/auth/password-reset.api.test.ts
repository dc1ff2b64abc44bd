import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newAccount } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../mail/mail.schema';
import { passwordResets } from './auth.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
});
afterAll(() => t.close());

async function newShopper() {
  const account = newAccount();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  return { ...account, id: response.json().user.id as string };
}

const forget = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/forget-password', payload: { email } });

/** The mail goes out after the answer, so the test waits for it to land in the outbox. */
async function mailTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

function linkIn(text: string) {
  const match = /https:\/\/shop\.example\/reset-password\?token=([\w-]+)&id=([\w-]+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
  return { token: match[1], id: match[2] };
}

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload });

describe('forget password', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const shopper = await newShopper();
    const known = await forget(shopper.email.toUpperCase());
    const unknown = await forget('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.resetLinkSent);
    const mail = await mailTo(shopper.email);
    expect(mail.subject).toBe('Reset your Velora password');
    expect(linkIn(mail.text).id).toBe(shopper.id);
    const none = await t.database.db.select().from(outbox).where(eq(outbox.to, 'nobody-here@example.com'));
    expect(none).toHaveLength(0);
  });

  it('stores only a digest of the token, valid for 30 minutes', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const { token } = linkIn((await mailTo(shopper.email)).text);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.id));
    expect(row?.tokenHash).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('needs a valid email', async () => {
    const response = await forget('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const shopper = await newShopper();
    const before = await login(t.app, shopper.email, shopper.password);
    await forget(shopper.email);
    const { token, id } = linkIn((await mailTo(shopper.email)).text);
    const newPassword = 'Brand#New2027';

    const done = await reset({ id, token, password: newPassword, confirmPassword: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_MESSAGES.passwordReset);

    const meBefore = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: before.bearer });
    expect(meBefore.json().user).toBeNull();
    await expect(login(t.app, shopper.email, shopper.password)).rejects.toThrow(/401/);
    await expect(login(t.app, shopper.email, newPassword)).resolves.toBeTruthy();

    const again = await reset({ id, token, password: 'Another#One3', confirmPassword: 'Another#One3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid, field: 'token' });
  });

  it('refuses an expired token', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const { token, id } = linkIn((await mailTo(shopper.email)).text);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, id));
    const response = await reset({ id, token, password: 'Brand#New2027', confirmPassword: 'Brand#New2027' });
    expect(response.statusCode).toBe(400);
    await expect(login(t.app, shopper.email, shopper.password)).resolves.toBeTruthy();
  });

  it('refuses forged tokens, another user’s id, and malformed input', async () => {
    const victim = await newShopper();
    const attacker = await newShopper();
    await forget(attacker.email);
    const { token } = linkIn((await mailTo(attacker.email)).text);
    const body = { password: 'Brand#New2027', confirmPassword: 'Brand#New2027' };
    for (const attempt of [
      { id: victim.id, token },
      { id: victim.id, token: 'A'.repeat(43) },
      { id: 'not-a-uuid', token },
      { id: victim.id, token: 'short' },
    ]) {
      const response = await reset({ ...attempt, ...body });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
    }
    await expect(login(t.app, victim.email, victim.password)).resolves.toBeTruthy();
  });

  it('compares the two fields and applies the password rule', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const { token, id } = linkIn((await mailTo(shopper.email)).text);
    const mismatch = await reset({ id, token, password: 'Brand#New2027', confirmPassword: 'Brand#New2028' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe('confirmPassword');
    expect(mismatch.json().message).toContain(AUTH_MESSAGES.passwordsDiffer);
    const weak = await reset({ id, token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain(AUTH_MESSAGES.weakPassword);
    // Neither attempt used the token up.
    const ok = await reset({ id, token, password: 'Brand#New2027', confirmPassword: 'Brand#New2027' });
    expect(ok.statusCode).toBe(200);
  });

  it('a newer link retires the older ones once used', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const first = linkIn((await mailTo(shopper.email)).text);
    await t.database.db.delete(outbox).where(eq(outbox.to, shopper.email));
    await forget(shopper.email);
    const second = linkIn((await mailTo(shopper.email)).text);
    expect(second.token).not.toBe(first.token);
    const body = { password: 'Brand#New2027', confirmPassword: 'Brand#New2027' };
    expect((await reset({ ...second, ...body })).statusCode).toBe(200);
    expect((await reset({ ...first, ...body })).statusCode).toBe(400);
  });
});

describe('reset link check', () => {
  const check = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/reset-password?${new URLSearchParams(query)}` });
  const invalid = { message: AUTH_MESSAGES.resetLinkInvalid, field: 'token' };

  it('says a fresh link works, and checking does not use it up', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const link = linkIn((await mailTo(shopper.email)).text);
    for (let i = 0; i < 3; i++) {
      const response = await check(link);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.id));
    expect(row?.usedAt).toBeNull();
    const body = { password: 'Brand#New2027', confirmPassword: 'Brand#New2027' };
    expect((await reset({ ...link, ...body })).statusCode).toBe(200);
  });

  it('refuses a used link', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const link = linkIn((await mailTo(shopper.email)).text);
    const body = { password: 'Brand#New2027', confirmPassword: 'Brand#New2027' };
    expect((await reset({ ...link, ...body })).statusCode).toBe(200);
    const response = await check(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('refuses an expired link', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const link = linkIn((await mailTo(shopper.email)).text);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, link.id));
    const response = await check(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('refuses a token with another user’s id, or an unknown id', async () => {
    const victim = await newShopper();
    const holder = await newShopper();
    await forget(holder.email);
    const { token } = linkIn((await mailTo(holder.email)).text);
    for (const id of [victim.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await check({ token, id });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('refuses malformed tokens and ids as an invalid link, never a 500', async () => {
    const shopper = await newShopper();
    await forget(shopper.email);
    const link = linkIn((await mailTo(shopper.email)).text);
    for (const attempt of [
      { ...link, token: 'short' },
      { ...link, token: `${link.token}!` },
      { ...link, token: 'A'.repeat(43) },
      { ...link, id: 'not-a-uuid' },
      { ...link, id: "1' or '1'='1" },
    ]) {
      const response = await check(attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('names the missing or oversized query parameter', async () => {
    const missingToken = await check({ id: '00000000-0000-4000-8000-000000000000' });
    expect(missingToken.statusCode).toBe(400);
    expect(missingToken.json().field).toBe('token');
    const missingId = await check({ token: 'A'.repeat(43) });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().field).toBe('id');
    const longToken = await check({ id: 'x', token: 'A'.repeat(201) });
    expect(longToken.statusCode).toBe(400);
    expect(longToken.json().field).toBe('token');
    const twice = await t.app.inject({ method: 'GET', url: '/api/reset-password?token=a&token=b&id=x' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('token');
  });
});
