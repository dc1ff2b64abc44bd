import { errorResponses } from '@shop/shared/api-schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendHtml } from '../../lib/http/html-page';
import { fromThisMachine } from '../../lib/http/this-machine';
import { renderMailboxList, renderMailboxMessage, renderMessageNotFound } from './dev-mailbox-pages';
import { getOutboxMessage, listOutbox } from './mail.queries';
import { MAIL_STOP_WORDS, stopMail } from './mail-stops';

/** Enough to find the mail just sent; older mail is of no use while developing. */
const MAILBOX_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pages carry no script; if a message ever smuggled markup past escaping, it still could not run. */
const MAILBOX_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

function sendPage(reply: FastifyReply, status: number, html: string) {
  return sendHtml(reply, status, html, MAILBOX_HEADERS);
}

/**
 * The outbox as web pages (README, Configuration: SMTP_URL), so reset links and contact
 * messages can be followed without a mail server. The app registers this only outside production.
 */
export const devMailboxRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // The outbox holds live reset links: only someone at this machine may read it, never a
    // visitor whom a local reverse proxy makes look local.
    app.addHook('onRequest', async (request, reply) => {
      if (!fromThisMachine(request)) return sendPage(reply, 404, renderMessageNotFound());
    });

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
      sendPage(reply, 200, renderMailboxList(await listOutbox(db, MAILBOX_LIMIT), MAILBOX_LIMIT)),
    );

    app.get(
      '/dev/mailbox/:id',
      { schema: { hide: true, params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const { id } = request.params;
        // A malformed id would make Postgres throw; it is simply a message that does not exist.
        const message = UUID.test(id) ? await getOutboxMessage(db, id) : undefined;
        if (!message) return sendPage(reply, 404, renderMessageNotFound());
        return sendPage(reply, 200, renderMailboxMessage(message));
      },
    );
  };

/**
 * The stop link of an alert or reminder (docs/product/api.md, Mail a shopper can stop): the web
 * page at `/mail/stop` posts its token here. A token this shop did not make is 400, naming it.
 */
export const mailStopRoutes =
  ({ db, linkKey }: { db: Db; linkKey: Buffer }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/mail/stop',
      {
        schema: {
          tags: ['mail'],
          summary: 'Stops the kind of mail a stop link names, for the address it was sent to',
          body: z.object({ token: z.string().min(1, 'token is required').max(2000) }),
          response: {
            200: z.object({ message: z.string(), kind: z.enum(['stock_alerts', 'checkout_reminders']) }),
            ...errorResponses(400),
          },
        },
      },
      async (request, reply) => {
        const kind = await stopMail(db, linkKey, request.body.token);
        if (!kind) return reply.code(400).send({ message: 'This link is not valid.', field: 'token' });
        return { message: `You will get no more ${MAIL_STOP_WORDS[kind]}.`, kind };
      },
    );
  };
