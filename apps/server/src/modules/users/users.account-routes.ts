import { errorResponses } from '@shop/shared/api-schemas';
import { USER_MESSAGES } from '@shop/shared/people/users';
import { editProfileBodySchema, userResponseSchema } from '@shop/shared/people/users-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import type { ImageStore } from '../uploads';
import { editProfile, toPublicUser } from './users.service';

export interface UsersAccountRouteDeps {
  db: Db;
  imageStore: Pick<ImageStore, 'isOwnUrl'>;
}

/** A shopper's own account (docs/product/api.md, Accounts: edit-profile). */
export const usersAccountRoutes =
  ({ db, imageStore }: UsersAccountRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/edit-profile',
      {
        schema: {
          tags: ['auth'],
          summary: "Change the caller's own username, bio or picture",
          body: editProfileBodySchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = await editProfile(db, { callerId: userOf(request).id }, request.body, imageStore);
        return { message: USER_MESSAGES.profileUpdated, user: toPublicUser(user) };
      },
    );

    // The product documentation also names /edit-profile/{userId}; the id must be the caller's own.
    app.patch(
      '/edit-profile/:userId',
      {
        schema: {
          tags: ['auth'],
          summary: "Same as /edit-profile; userId must be the caller's own id",
          params: z.object({ userId: z.string().max(100) }),
          body: editProfileBodySchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const who = { callerId: userOf(request).id, userId: request.params.userId };
        const user = await editProfile(db, who, request.body, imageStore);
        return { message: USER_MESSAGES.profileUpdated, user: toPublicUser(user) };
      },
    );
  };
