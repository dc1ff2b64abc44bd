import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import {
  forgetPasswordBodySchema,
  resetLinkResponseSchema,
  resetLinkSchema,
  resetPasswordBodySchema,
} from '@shop/shared/people/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Throttle } from '../../lib/limits/throttle';
import type { Mailer } from '../mail';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service';

export interface PasswordRouteDeps {
  db: Db;
  mailer: Mailer;
  throttle: Throttle;
  /**
   * Where reset links point: PUBLIC_URL, else the address the shop listens on. Never the
   * request's Host: a page on a rebinding domain would choose where the link leads.
   */
  shopUrl: string;
}

/** Forgot / reset password (docs/product/api.md, Password reset). */
export const passwordRoutes =
  (deps: PasswordRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/password/forget-password',
      {
        // The address first: a refused client must not use up the account's own allowance.
        preHandler: app.rateLimit('forgetPassword'),
        schema: {
          tags: ['auth'],
          summary: 'Email a reset link; the answer is the same whether or not the account exists',
          body: forgetPasswordBodySchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, request.body.email, deps.shopUrl, (error) =>
          request.log.error({ err: error }, 'password reset mail could not be sent'),
        );
        return { message: AUTH_MESSAGES.resetLinkSent };
      },
    );

    app.get(
      '/reset-password',
      {
        preHandler: app.rateLimit('resetLinkCheck'),
        schema: {
          tags: ['auth'],
          summary: 'Say whether a reset link still works, without using it up',
          querystring: resetLinkSchema,
          response: { 200: resetLinkResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        // The answer is about one secret link at one moment; no cache may keep or replay it.
        await checkResetLink(db, request.query);
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
          response: { 200: messageResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        await resetPassword(db, request.body);
        return { message: AUTH_MESSAGES.passwordReset };
      },
    );
  };
