import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;

const send = (username: string, message: string, email = '') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: { username, email, message } });
const list = (who: LoggedIn | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/contact/messages${query}`, headers: who?.bearer ?? {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('customer messages for the admin', () => {
  it('lists the stored messages newest first, unread, and only to an admin', async () => {
    expect((await send('Ada', 'Do you ship to Canada?', 'ada@example.com')).statusCode).toBe(201);
    expect((await send('Bea', '<b>Where</b> is my order?')).statusCode).toBe(201);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(shopper)).statusCode).toBe(403);

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    expect(body).toMatchObject({ total: 2, unread: 2, totalPages: 1, page: 1 });
    expect(body.messages.map((m: { username: string }) => m.username)).toEqual(['Bea', 'Ada']);
    expect(body.messages[0]).toMatchObject({
      message: '<b>Where</b> is my order?',
      email: null,
      read: false,
    });
    expect(body.messages[1]).toMatchObject({ email: 'ada@example.com', read: false, readAt: null });
    expect((await list(admin, '?limit=1&page=2')).json().messages[0].username).toBe('Ada');
  });

  it('marks a message read and unread again', async () => {
    const [newest] = (await list(admin)).json().messages;
    const mark = (read: unknown, who = admin) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/contact/messages/${newest.id}`,
        headers: who.bearer,
        payload: { read },
      });
    expect((await mark(true, shopper)).statusCode).toBe(403);
    const read = await mark(true);
    expect(read.json()).toMatchObject({ id: newest.id, read: true });
    expect(read.json().readAt).not.toBeNull();
    expect((await list(admin)).json().unread).toBe(1);
    expect((await mark(false)).json()).toMatchObject({ read: false, readAt: null });
    expect((await mark('yes')).json().field).toBe('read');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/contact/messages/00000000-0000-4000-8000-000000000000',
      headers: admin.bearer,
      payload: { read: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
