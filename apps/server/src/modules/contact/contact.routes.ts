import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import { CONTACT_MESSAGES } from '@shop/shared/people/contact';
import { contactBodySchema } from '@shop/shared/people/contact-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Mailer, ShopInbox } from '../mail';
import { submitContactMessage } from './contact.service';

export interface ContactRoutesDeps {
  db: Db;
  mailer: Mailer;
  /** Where contact messages go (SHOP_EMAIL, else the first admin). */
  shopInbox: ShopInbox;
}

/** The contact form (docs/product/api.md, Contact), sent to our own API instead of a browser-side mail service. */
export const contactRoutes =
  (deps: ContactRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact',
      {
        // Messages per client address (RATE_LIMIT_CONTACT).
        preHandler: app.rateLimit('contact'),
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the shop',
          description: 'Stored, then mailed to the shop. Rate-limited per client address.',
          body: contactBodySchema,
          response: { 201: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const { stored, mailed, mailError } = await submitContactMessage(deps, {
          ...request.body,
          clientIp: request.ip,
        });
        if (!mailed) {
          request.log.error(
            { err: mailError, contactMessageId: stored.id },
            'contact message stored but not mailed',
          );
        }
        return reply.status(201).send({ message: CONTACT_MESSAGES.messageSent });
      },
    );
  };
