import { errorResponseSchema, messageResponseSchema } from '@shop/shared/api-schemas';
import { AUTH_MESSAGES } from '@shop/shared/auth';
import {
  editProfileBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  userResponseSchema,
} from '@shop/shared/auth-schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter';
import { sendTooMany } from '../../lib/too-many-requests';
import { clearSessionCookie, requireUser, startSession, userOf } from '../../plugins/auth';
import type { ImageStore } from '../uploads/image-store';
import { editProfile, registerUser, toPublicUser } from '../users/users.service';
import { checkLogin } from './login.service';
import { closeSession } from './session.service';

export interface AuthRouteDeps {
  db: Db;
  limiter: RateLimiter;
  limits: RateLimits;
  imageStore: ImageStore;
}

/** Register, log in and out, restore the session, edit one's own profile (SPEC.md section 7, Auth). */
export const authRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, limiter, limits } = deps;

    app.post(
      '/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a shopper account (role is always user)',
          body: registerBodySchema,
          response: {
            201: userResponseSchema,
            400: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const decision = await limiter.hit(`register:${request.ip}`, limits.register);
        if (!decision.allowed)
          return sendTooMany(reply, decision.retryAfterSeconds, 'sign-ups from your address');
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
          response: {
            200: loginResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await checkLogin(db, limiter, limits, request.body, request.ip);
        if (result.kind === 'limited') {
          return sendTooMany(reply, result.retryAfterSeconds, 'failed login attempts');
        }
        const token = result.kind === 'ok' ? await startSession(reply, result.user) : null;
        if (result.kind !== 'ok' || !token) {
          return reply.status(401).send({ message: AUTH_MESSAGES.invalidCredentials });
        }
        reply.header('cache-control', 'no-store');
        return { token, user: toPublicUser(result.user) };
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
      async (request, reply) => {
        const user = await request.currentUser();
        reply.header('cache-control', 'no-store');
        return { user: user ? toPublicUser(user) : null };
      },
    );

    const editProfileHandler = async (
      request: Parameters<typeof requireUser>[0] & { body: z.output<typeof editProfileBodySchema> },
      reply: FastifyReply,
    ) => {
      const { profileImage } = request.body;
      if (profileImage !== undefined && profileImage !== '' && !deps.imageStore.isOwnUrl(profileImage)) {
        return reply.status(400).send({
          message: 'profileImage must be an image uploaded through /uploadImage',
          field: 'profileImage',
        });
      }
      const user = await editProfile(db, userOf(request).id, request.body);
      return { message: AUTH_MESSAGES.profileUpdated, user: toPublicUser(user) };
    };

    app.patch(
      '/edit-profile',
      {
        preHandler: requireUser,
        schema: {
          tags: ['auth'],
          summary: "Change the caller's own username, bio or picture",
          body: editProfileBodySchema,
          response: { 200: userResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      editProfileHandler,
    );

    // SPEC.md also names /edit-profile/{userId}; the id must be the caller's own.
    app.patch(
      '/edit-profile/:userId',
      {
        preHandler: requireUser,
        schema: {
          tags: ['auth'],
          summary: "Same as /edit-profile; userId must be the caller's own id",
          params: z.object({ userId: z.string().max(100) }),
          body: editProfileBodySchema,
          response: {
            200: userResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        if (request.params.userId !== userOf(request).id) {
          return reply.status(403).send({ message: 'You can only edit your own profile.' });
        }
        return editProfileHandler(request, reply);
      },
    );
  };
