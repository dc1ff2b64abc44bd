// Accounts as the shop keeps them: roles, profile fields and their texts. No zod here, so the
// first bundle (nav bar, guards) can read a role without pulling in a validator.

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`);
export const BIO_MAX = 500;

/** The account texts (docs/product/screens.md), verbatim where the original shop had one. */
export const USER_MESSAGES = {
  invalidUsername:
    'Username must be 4-20 characters long and can only contain letters, numbers, and underscores.',
  profileUpdated: 'Profile Updated Successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  roleUpdated: 'Role Updated successfully',
  userDeleted: 'User deleted successfully',
  /** An admin locking themselves out by mistake would need the database to get back in. */
  cannotDeleteSelf: 'You cannot delete your own account here.',
  cannotDemoteSelf: 'You cannot take the admin role from yourself.',
} as const;

/** A user as every API answer shows it: never a password hash, never a token. */
export interface PublicUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: Role;
  profileImage: string;
  bio: string;
  createdAt: string;
}
