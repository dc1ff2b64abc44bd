import { errorResponseSchema } from '@shop/shared/api-schemas';
import { USER_MESSAGES } from '@shop/shared/users';
import { editProfileBodySchema, userResponseSchema } from '@shop/shared/users-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { requireUser, userOf } from '../../plugins/guards';
import type { ImageStore } from '../uploads/image-store';
import { editProfile, toPublicUser } from './users.service';

export interface UsersRouteDeps {
  db: Db;
  imageStore: Pick<ImageStore, 'isOwnUrl'>;
}

/** A shopper's own account (docs/product/api.md, Accounts: edit-profile). */
export const usersRoutes =
  ({ db, imageStore }: UsersRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/edit-profile',
      {
        onRequest: requireUser,
        schema: {
          tags: ['auth'],
          summary: "Change the caller's own username, bio or picture",
          body: editProfileBodySchema,
          response: { 200: userResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const user = await editProfile(db, userOf(request).id, request.body, imageStore);
        return { message: USER_MESSAGES.profileUpdated, user: toPublicUser(user) };
      },
    );

    // The product documentation also names /edit-profile/{userId}; the id must be the caller's own.
    app.patch(
      '/edit-profile/:userId',
      {
        onRequest: requireUser,
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
      async (request) => {
        const { id } = userOf(request);
        if (request.params.userId !== id) throw new DomainError(403, 'You can only edit your own profile.');
        const user = await editProfile(db, id, request.body, imageStore);
        return { message: USER_MESSAGES.profileUpdated, user: toPublicUser(user) };
      },
    );
  };
