import type { FastifyInstance } from 'fastify';
import { OverloadedError, type WorkQueue } from '../lib/work-queue';
import { RENDER_REQUEST_HEADER, renderRequestToken } from './page-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line for the database, when there is one (its stats for logs and tests). */
    requestQueue?: WorkQueue;
  }
}

/** Seconds a refused client is asked to wait: the line is short, so it moves within that. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/**
 * What waits its turn: the API and pages (their heads read the catalog). Health checks and
 * metrics answer during overload, which is when they matter; files (scripts, pictures, uploads) never touch
 * the database.
 */
function waitsForTurn(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return false;
  if (path.startsWith('/api/') || path.startsWith('/sitemap')) return true;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * Every request that may use the database takes its turn in one bounded line before any of its
 * work starts, sessions included (docs/decisions/022); beyond the line it gets a quick 503 with
 * Retry-After. Registered first, so it runs before every other hook.
 */
export function registerRequestQueue(app: FastifyInstance, queue: WorkQueue): void {
  app.decorate('requestQueue', queue);
  app.addHook('onRequest', async (request, reply) => {
    if (!waitsForTurn(request.url)) return;
    // A page being rendered asks for its data in-process while holding its own turn.
    if (request.headers[RENDER_REQUEST_HEADER] === renderRequestToken) return;
    // 'close' comes once the answer is sent or the client has gone, whichever happens first; a
    // client can go while its request waits, and then no 'close' would come after its turn.
    let admitted = false;
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      if (admitted) queue.leave();
    });
    try {
      await queue.enter();
    } catch (error) {
      if (!(error instanceof OverloadedError)) throw error;
      request.log.warn({ reason: error.reason, ...queue.stats() }, 'request refused: the shop is busy');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ message: BUSY_MESSAGE });
    }
    admitted = true;
    if (gone) {
      // Nobody is left to answer: hand the turn on instead of doing the work.
      queue.leave();
      return reply.hijack();
    }
  });
}
