import { errorResponses } from '@shop/shared/api-schemas';
import {
  CATEGORY_MESSAGES,
  categoryDeletedSchema,
  categoryIdParams,
  categoryListSchema,
  categoryResponseSchema,
  createCategorySchema,
  deleteCategoryQuerySchema,
  updateCategorySchema,
} from '@shop/shared/catalog/categories-schemas';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { type KeptAnswerDeps, sendKeptJson } from '../kept-answers';
import {
  type CategoryHooks,
  createCategory,
  deleteCategory,
  listAdminCategories,
  listShopCategories,
  updateCategory,
} from './categories.service';

const tags = ['categories'];

/**
 * `GET /api/categories`: the categories shoppers see, with their sentences, pictures and size
 * charts (docs/product/api.md, Categories); `?include=hidden` gives an admin every one.
 */
export const categoriesRoutes =
  ({ db, cache, version }: KeptAnswerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', () => version.check());
    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            "The shop's categories in menu order with their size charts; include=hidden gives an admin every category with its product count",
          querystring: z.object({
            include: z.enum(['hidden'], { error: () => 'include must be hidden' }).optional(),
          }),
          response: {
            200: categoryListSchema,
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        if (request.query.include === 'hidden') {
          const user = await request.currentUser();
          if (!user) throw new DomainError(401, AUTH_MESSAGES.mustLogIn);
          if (user.role !== 'admin') throw new DomainError(403, AUTH_MESSAGES.notAuthorized);
          reply.header('cache-control', 'private, no-store');
          return { categories: await listAdminCategories(db) };
        }
        return sendKeptJson(request, reply, cache, 'shop-categories', async () => ({
          categories: await listShopCategories(db),
        }));
      },
    );
  };

const errors = errorResponses(400, 401, 403, 404, 409);

/** Adding, changing and deleting categories; behind the admin scope in app.ts. */
export const categoriesAdminRoutes =
  ({ db, hooks }: { db: Db; hooks: CategoryHooks }): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = categoryResponseSchema;

    app.post(
      '/',
      {
        schema: {
          tags,
          summary:
            'Add a category: a name, and optionally its address, sentence, picture, place and size chart (admin only)',
          body: createCategorySchema,
          response: { 201: answer, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: CATEGORY_MESSAGES.created,
          category: await createCategory(db, hooks, request.body),
        }),
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'Rename, move, hide, describe a category or change its size chart; a new address keeps the old one as a redirect (admin only)',
          params: categoryIdParams,
          body: updateCategorySchema,
          response: { 200: answer, ...errors },
        },
      },
      async (request) => ({
        message: CATEGORY_MESSAGES.updated,
        category: await updateCategory(db, hooks, request.params.id, request.body),
      }),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: 'Delete a category, moving its products to moveTo in the same transaction (admin only)',
          params: categoryIdParams,
          querystring: deleteCategoryQuerySchema,
          response: { 200: categoryDeletedSchema, ...errors },
        },
      },
      async (request) => deleteCategory(db, hooks, request.params.id, request.query.moveTo),
    );
  };
