import { errorResponses } from '@shop/shared/api-schemas';
import {
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageReadBodySchema,
  contactMessageSchema,
} from '@shop/shared/people/contact-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listContactMessages, markContactMessage } from './contact.service';

/** Customer messages for the shop owner (docs/product/api.md, Contact); behind the admin scope. */
export const contactAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['contact'];
    app.get(
      '/contact/messages',
      {
        schema: {
          tags,
          summary: 'The contact form’s stored messages, newest first, with the unread count (admin only)',
          querystring: contactMessageListQuerySchema,
          response: { 200: contactMessageListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        return listContactMessages(db, request.query.page, request.query.limit);
      },
    );

    app.patch(
      '/contact/messages/:id',
      {
        schema: {
          tags,
          summary: 'Mark a message read or unread (admin only)',
          params: z.object({ id: recordId('id must be a message id') }),
          body: contactMessageReadBodySchema,
          response: { 200: contactMessageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => markContactMessage(db, request.params.id, request.body.read),
    );
  };
