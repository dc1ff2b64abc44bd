import { errorResponseSchema, messageResponseSchema } from '@shop/shared/api-schemas';
import { AUTH_MESSAGES } from '@shop/shared/auth';
import {
  forgetPasswordBodySchema,
  resetLinkResponseSchema,
  resetLinkSchema,
  resetPasswordBodySchema,
} from '@shop/shared/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { baseUrlOf } from '../../lib/base-url';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter';
import { sendTooMany } from '../../lib/too-many-requests';
import type { Mailer } from '../mail/mailer';
import { findUserByEmail } from '../users/users.service';
import { canonicalEmail } from './login.service';
import {
  isResetLinkUsable,
  preparePasswordReset,
  resetPassword,
  sendPasswordResetMail,
} from './password-reset.service';

export interface PasswordRouteDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: RateLimits;
  /** PUBLIC_URL: where reset links point (in development, without it, the request's origin). */
  publicUrl: string | undefined;
}

/** Forgot / reset password (SPEC.md section 7, Password; DESIGN.md section 5, item 4). */
export const passwordRoutes =
  (deps: PasswordRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, limiter, limits } = deps;

    app.post(
      '/password/forget-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a reset link; the answer is the same whether or not the account exists',
          body: forgetPasswordBodySchema,
          response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        // The address first: a refused client must not use up the account's own allowance.
        const client = await limiter.hit(`forget:client:${request.ip}`, limits.forgetPassword);
        if (!client.allowed) return sendTooMany(reply, client.retryAfterSeconds, 'reset requests');
        const user = await findUserByEmail(db, email);
        const account = await limiter.hit(
          `forget:account:${user?.id ?? canonicalEmail(email)}`,
          limits.forgetPassword,
        );
        if (!account.allowed) return sendTooMany(reply, account.retryAfterSeconds, 'reset requests');
        // The token is written and mailed after answering: neither the database work nor how
        // long SMTP takes may tell whether the account exists.
        if (user) {
          const baseUrl = baseUrlOf(request, deps.publicUrl);
          setImmediate(() => {
            preparePasswordReset(db, user, baseUrl)
              .then((mail) => sendPasswordResetMail(deps.mailer, mail))
              .catch((error: unknown) =>
                request.log.error({ err: error }, 'password reset mail could not be sent'),
              );
          });
        }
        return { message: AUTH_MESSAGES.resetLinkSent };
      },
    );

    app.get(
      '/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Say whether a reset link still works, without using it up',
          querystring: resetLinkSchema,
          response: { 200: resetLinkResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        // The answer is about one secret link at one moment; no cache may keep or replay it.
        reply.header('cache-control', 'no-store');
        const client = await limiter.hit(`reset-check:client:${request.ip}`, limits.resetLinkCheck);
        if (!client.allowed) return sendTooMany(reply, client.retryAfterSeconds, 'reset link checks');
        if (!(await isResetLinkUsable(db, request.query))) {
          return reply.status(400).send({ message: AUTH_MESSAGES.resetLinkInvalid, field: 'token' });
        }
        return { valid: true as const };
      },
    );

    app.post(
      '/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from a reset link; ends every session',
          body: resetPasswordBodySchema,
          response: { 200: messageResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const done = await resetPassword(db, request.body);
        if (!done) return reply.status(400).send({ message: AUTH_MESSAGES.resetLinkInvalid, field: 'token' });
        return { message: AUTH_MESSAGES.passwordReset };
      },
    );
  };
