import { errorResponses } from '@shop/shared/api-schemas';
import {
  COLOR_MESSAGES,
  colorIdParams,
  colorListSchema,
  colorResponseSchema,
  createColorSchema,
  updateColorSchema,
} from '@shop/shared/catalog/colors-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { type KeptAnswerDeps, sendKeptJson } from '../kept-answers';
import { createColor, listColors, updateColor } from './colors.service';

const tags = ['colors'];

/** `GET /api/colors`: every colour of the shop with its family and swatch (docs/product/api.md, Colours). */
export const colorsRoutes =
  ({ db, cache, version }: KeptAnswerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', () => version.check());
    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "The shop's colours, each with the family shoppers filter by and its swatch",
          response: { 200: colorListSchema },
        },
      },
      async (request, reply) => {
        return sendKeptJson(request, reply, cache, 'shop-colors', async () => ({
          colors: await listColors(db),
        }));
      },
    );
  };

/** Adding and changing colours; behind the admin scope in app.ts. */
export const colorsAdminRoutes =
  ({ db, hooks }: { db: Db; hooks: { catalogChanged(): Promise<void> } }): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = errorResponses(400, 401, 403, 404, 409);
    app.post(
      '/',
      {
        schema: {
          tags,
          summary:
            'Add a colour: a name, its family (guessed from the name when left out) and a swatch (admin only)',
          body: createColorSchema,
          response: { 201: colorResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: COLOR_MESSAGES.created,
          color: await createColor(db, request.body, hooks.catalogChanged),
        }),
    );
    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'Rename a colour (on every product that comes in it), or change its family or swatch (admin only)',
          params: colorIdParams,
          body: updateColorSchema,
          response: { 200: colorResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: COLOR_MESSAGES.updated,
        color: await updateColor(db, request.params.id, request.body, hooks.catalogChanged),
      }),
    );
  };
