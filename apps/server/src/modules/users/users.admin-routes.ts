import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { USER_MESSAGES } from '@shop/shared/people/users';
import { roleBodySchema, userResponseSchema, usersResponseSchema } from '@shop/shared/people/users-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../lib/http/request-user';
import {
  changeRole,
  type DropReviews,
  type EndSessions,
  listUsers,
  removeUser,
  toPublicUser,
} from './users.service';

const idParams = z.object({ id: recordId('id must be a user id') });

export interface UsersAdminRouteDeps {
  db: Db;
  endSessions: EndSessions;
  /** A deleted shopper's reviews leave with them, and the ratings they were part of follow. */
  dropReviews: DropReviews;
  /** The storefront keeps catalog answers: a rating that changed must show at once. */
  onCatalogChanged: () => void | Promise<void>;
}

/**
 * Admin management of accounts (docs/product/api.md, "Users — admin"). Registered by app.ts behind the
 * admin guard, like every *.admin-routes.ts plugin, so no route here can forget it.
 */
export const usersAdminRoutes =
  ({ db, endSessions, dropReviews, onCatalogChanged }: UsersAdminRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        schema: {
          tags: ['users'],
          summary: 'Every account (admin only)',
          response: { 200: usersResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async () => (await listUsers(db)).map(toPublicUser),
    );

    app.delete(
      '/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Delete an account and end its sessions (admin only)',
          params: idParams,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { ratingsChanged } = await removeUser(
          db,
          endSessions,
          request.params.id,
          userOf(request).id,
          dropReviews,
        );
        if (ratingsChanged) await onCatalogChanged();
        return { message: USER_MESSAGES.userDeleted };
      },
    );

    app.put(
      '/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: "Change an account's role; its sessions end so the new role applies at once (admin only)",
          params: idParams,
          body: roleBodySchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await changeRole(
          db,
          endSessions,
          request.params.id,
          request.body.role,
          userOf(request).id,
        );
        return { message: USER_MESSAGES.roleUpdated, user: toPublicUser(user) };
      },
    );
  };
