// Request and response schemas of the profile and account-management APIs.
import { z } from 'zod';
import { BIO_MAX, ROLES, USER_MESSAGES, USERNAME_PATTERN } from './users';

export const usernameSchema = z
  .string({ error: USER_MESSAGES.invalidUsername })
  .trim()
  .regex(USERNAME_PATTERN, USER_MESSAGES.invalidUsername);

export const editProfileBodySchema = z.object({
  username: usernameSchema.optional(),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`).optional(),
  /** An address returned by POST /uploadImage, or '' to remove the picture. */
  profileImage: z.string().max(2048, 'profileImage must be at most 2048 characters').optional(),
});
export type EditProfileBody = z.input<typeof editProfileBodySchema>;

export const roleBodySchema = z.object({
  role: z.enum(ROLES, { error: () => `role must be one of: ${ROLES.join(', ')}` }),
});

export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string(),
  bio: z.string(),
  createdAt: z.string(),
});

export const userResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export const usersResponseSchema = z.array(publicUserSchema);
