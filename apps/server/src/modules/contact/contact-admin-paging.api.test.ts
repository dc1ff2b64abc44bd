import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('GET /api/contact/messages past the end', () => {
  it('answers the last page, and says which page it is', async () => {
    for (const username of ['Ada', 'Bea']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { username, email: '', message: 'Do you ship to Canada?' },
      });
      expect(sent.statusCode).toBe(201);
    }
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/contact/messages?limit=1&page=9',
      headers: admin.bearer,
    });
    expect(answer.json()).toMatchObject({ page: 2, totalPages: 2, total: 2 });
    expect(answer.json().messages.map((m: { username: string }) => m.username)).toEqual(['Ada']);
  });
});
