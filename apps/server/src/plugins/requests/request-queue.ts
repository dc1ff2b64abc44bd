import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OverloadedError, type WorkQueue } from '../../lib/limits/work-queue';
import { RENDER_REQUEST_HEADER, renderRequestToken } from '../web-app/page-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line for the database, when there is one (its stats for logs and tests). */
    requestQueue?: WorkQueue;
  }
  interface FastifyContextConfig {
    /**
     * False for a route whose work after its login check never touches the database (an image
     * upload: decoding and storing the file). It gives its turn back before its body arrives
     * and does not take another, so slow uploads never keep the shop's other requests waiting.
     */
    usesDatabaseAfterLogin?: boolean;
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

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** One request's place in the line: whether it holds a turn now, and whether its client has gone. */
interface Turn {
  held: boolean;
  gone: boolean;
  /** Given back while the body arrives, to be taken again before validation. */
  lent: boolean;
}

/**
 * Every request that may use the database takes its turn in one bounded line before any of its
 * work starts, sessions included (docs/decisions/022); beyond the line it gets a quick 503 with
 * Retry-After. Registered first, so it runs before every other hook.
 *
 * A request with a body gives its turn back once its onRequest checks (the session) are done and
 * takes a new one when the body has arrived: a client sending its body slowly, on purpose or on a
 * bad connection, never holds a turn it is not using.
 */
export function registerRequestQueue(app: FastifyInstance, queue: WorkQueue): void {
  app.decorate('requestQueue', queue);
  const turns = new WeakMap<FastifyRequest, Turn>();

  /** Takes a turn; false when the answer (a 503, or nothing for a client gone) is already settled. */
  async function takeTurn(request: FastifyRequest, reply: FastifyReply, turn: Turn): Promise<boolean> {
    try {
      await queue.enter();
    } catch (error) {
      if (!(error instanceof OverloadedError)) throw error;
      request.log.warn({ reason: error.reason, ...queue.stats() }, 'request refused: the shop is busy');
      await reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ message: BUSY_MESSAGE });
      return false;
    }
    turn.held = true;
    if (turn.gone) {
      // Nobody is left to answer: hand the turn on instead of doing the work.
      turn.held = false;
      queue.leave();
      reply.hijack();
      return false;
    }
    return true;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!waitsForTurn(request.url)) return;
    // A page being rendered asks for its data in-process while holding its own turn.
    if (request.headers[RENDER_REQUEST_HEADER] === renderRequestToken) return;
    const turn: Turn = { held: false, gone: false, lent: false };
    turns.set(request, turn);
    // 'close' comes once the answer is sent or the client has gone, whichever happens first; a
    // client can go while its request waits, and then no 'close' would come after its turn.
    reply.raw.once('close', () => {
      turn.gone = true;
      if (turn.held) {
        turn.held = false;
        queue.leave();
      }
    });
    if (!(await takeTurn(request, reply, turn))) return reply;
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const turn = turns.get(request);
    if (turn?.held && hasBody(request)) {
      turn.held = false;
      turn.lent = request.routeOptions.config.usesDatabaseAfterLogin !== false;
      queue.leave();
    }
    return payload;
  });

  app.addHook('preValidation', async (request, reply) => {
    const turn = turns.get(request);
    if (!turn?.lent) return;
    turn.lent = false;
    if (!(await takeTurn(request, reply, turn))) return reply;
  });
}
