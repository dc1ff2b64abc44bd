// Request and response schemas of registration, login and password reset. The web forms
// validate with these same schemas, so a shopper sees the server's rule before sending.
import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_MAX, EMAIL_PATTERN, isStrongPassword, PASSWORD_MAX } from './auth';
import { publicUserSchema, usernameSchema } from './users-schemas';

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

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * Login applies the password rule to the form too, but the server only needs a bounded string: an
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

export const loginResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export const meResponseSchema = z.object({ user: publicUserSchema.nullable() });
/** A reset link that is still usable; an unusable one answers 400 like the reset itself. */
export const resetLinkResponseSchema = z.object({ valid: z.literal(true) });
