import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
} from '@shop/shared/people/auth-schemas';
import { userResponseSchema } from '@shop/shared/people/users-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Throttle } from '../../lib/limits/throttle';
import { registerUser, toPublicUser } from '../users';
import { checkLogin } from './login.service';
import { clearSessionCookie, startSession } from './session.plugin';
import { closeSession } from './session.service';

export interface AuthRouteDeps {
  db: Db;
  throttle: Throttle;
}

/** Register, log in and out, restore the session (docs/product/api.md, Accounts). */
export const authRoutes =
  ({ db, throttle }: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/register',
      {
        preHandler: app.rateLimit('register'),
        schema: {
          tags: ['auth'],
          summary: 'Create a shopper account (role is always user)',
          body: registerBodySchema,
          response: { 201: userResponseSchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const user = await registerUser(db, request.body);
        return reply.status(201).send({ message: AUTH_MESSAGES.registerSucceeded, user: toPublicUser(user) });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in; sets the session cookie and returns the same token for Bearer use',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const user = await checkLogin(db, throttle, request.body, request.ip);
        const token = await startSession(reply, user);
        // The password changed or the account went away since it was checked.
        if (!token) throw new DomainError(401, AUTH_MESSAGES.invalidCredentials);
        return { token, user: toPublicUser(user) };
      },
    );

    app.post(
      '/logout',
      {
        schema: { tags: ['auth'], summary: 'End this session', response: { 200: messageResponseSchema } },
      },
      async (request, reply) => {
        if (request.sessionToken) await closeSession(db, request.sessionToken);
        clearSessionCookie(reply);
        return { message: AUTH_MESSAGES.logoutSucceeded };
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user, or null for a guest',
          response: { 200: meResponseSchema },
        },
      },
      async (request) => {
        const user = await request.currentUser();
        return { user: user ? toPublicUser(user) : null };
      },
    );
  };
