/** A logged-in user as GET /api/auth/me returns one. */
export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'u1',
    id: 'u1',
    username: 'jane_doe',
    email: 'jane@example.com',
    role: 'user',
    profileImage: '',
    bio: '',
    createdAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const adminUser = (overrides: Partial<PublicUser> = {}) =>
  publicUser({
    _id: 'a1',
    id: 'a1',
    username: 'shop_admin',
    email: 'admin@example.com',
    role: 'admin',
    ...overrides,
  });

import type { PublicUser } from '@shop/shared/people/users';
