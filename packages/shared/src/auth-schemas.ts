// Request and response schemas of the account, password, upload and contact APIs. The web forms
// validate with these same schemas, so a shopper sees the server's rule before sending.
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  BIO_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_USERNAME_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  isStrongPassword,
  PASSWORD_MAX,
  ROLES,
  USERNAME_PATTERN,
} from './auth';

/** Control and invisible formatting characters (zero-width spaces, bidi marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, AUTH_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail)
  // "admin\u200b@shop" would otherwise be a second account that looks like the first.
  .refine((value) => !INVISIBLE.test(value), AUTH_MESSAGES.invalidEmail);

/** The strength rule for a new password (register, reset). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.weakPassword })
  .max(PASSWORD_MAX, AUTH_MESSAGES.longPassword)
  .refine(isStrongPassword, AUTH_MESSAGES.weakPassword);

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.invalidUsername })
  .trim()
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.invalidUsername);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * Login applies SPEC's rule to the form too, but the server only needs a bounded string: an
 * account created before a rule change must still be able to log in.
 */
export const loginFormSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX, AUTH_MESSAGES.longPassword),
});
export type LoginBody = z.input<typeof loginBodySchema>;

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

export const forgetPasswordBodySchema = z.object({ email: emailSchema });

/** The two values a reset link carries (/reset-password?token=...&id=...). */
export const resetLinkSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(100, 'id is too long'),
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});
export type ResetLink = z.input<typeof resetLinkSchema>;

export const resetPasswordBodySchema = resetLinkSchema
  .extend({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** A line break in a name or address could smuggle extra mail headers; none is ever accepted. */
const singleLine = (label: string) =>
  z
    .string()
    .refine((value) => !/\p{Cc}/u.test(value), `${label} must be on one line, without control characters`);

export const contactBodySchema = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(CONTACT_USERNAME_MAX, `Username must be at most ${CONTACT_USERNAME_MAX} characters.`)
    .pipe(singleLine('Username')),
  // An empty field means "no email", as the form sends it.
  email: z.union([z.literal(''), emailSchema]).optional(),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const uploadImageBodySchema = z.object({
  image: z.string({ error: 'image must be a data URL' }).min(1, 'image must be a data URL'),
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

export const loginResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export const meResponseSchema = z.object({ user: publicUserSchema.nullable() });
export const userResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export const usersResponseSchema = z.array(publicUserSchema);
/** A reset link that is still usable; an unusable one answers 400 like the reset itself. */
export const resetLinkResponseSchema = z.object({ valid: z.literal(true) });
export const uploadImageResponseSchema = z.object({ message: z.string(), data: z.string() });
