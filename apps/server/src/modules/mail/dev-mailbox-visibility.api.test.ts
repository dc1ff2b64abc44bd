import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

it('shows the dev mailbox outside production only', async () => {
  const development = await createTestApp();
  const production = await createTestApp({ production: true, publicUrl: 'https://shop.example' });
  try {
    expect((await development.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    const hidden = await production.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Dev mailbox');
  } finally {
    await development.close();
    await production.close();
  }
});

it('hides the dev mailbox from other machines and when mail really goes out', async () => {
  const t = await createTestApp();
  const smtp = await createTestApp({
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
  });
  try {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
    // A client behind no trusted proxy cannot claim to be local.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    expect((await smtp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  } finally {
    await t.close();
    await smtp.close();
  }
});
