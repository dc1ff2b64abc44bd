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
    mailer: { kind: 'smtp', send: async () => {}, enqueue: async () => {}, close: async () => {} },
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
    // A visitor passed on by a proxy on this machine is not someone at this machine.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    expect((await smtp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  } finally {
    await t.close();
    await smtp.close();
  }
});

it('has no dev mailbox in a shop published under a real address, even outside production', async () => {
  const published = await createTestApp({ publicUrl: 'https://shop.example' });
  const local = await createTestApp({ publicUrl: 'http://localhost:3000' });
  try {
    expect((await published.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await local.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
  } finally {
    await published.close();
    await local.close();
  }
});
