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
