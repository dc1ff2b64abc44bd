import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How much of a body over the limit the shop still reads, and throws away, before answering it:
 * an 8 MB picture (11 MB as a data URL) fits with room to spare; a body declared larger than
 * this gets its answer at once, and the connection closes under it.
 */
export const DRAIN_AT_MOST_BYTES = 32 * 1024 * 1024;

/** "The request is too large (at most 1 MB)." for a route's bodyLimit. */
export function bodyTooLargeMessage(limitBytes: number): string {
  const mb = limitBytes / (1024 * 1024);
  const size = mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(limitBytes / 1024)} KB`;
  return `The request is too large (at most ${size}).`;
}

/** Reads what is left of a request's body, up to `atMost` bytes; resolves once it ended or stopped. */
function drainBody(raw: IncomingMessage, atMost: number): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (declared > atMost) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const stop = () => {
      raw.off('data', count);
      raw.off('end', stop);
      raw.off('error', stop);
      raw.off('close', stop);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > atMost) stop();
    };
    raw.on('data', count);
    raw.once('end', stop);
    raw.once('error', stop);
    raw.once('close', stop);
    raw.resume();
  });
}

/**
 * A body over the limit is refused with a 413 and the connection closed behind it (Fastify asks
 * for the close: the client may go on sending). Closed while the body is still arriving, the
 * socket answers the bytes that follow with a reset, and a client that had not yet read the 413
 * (a script on a busy machine) loses it and sees EPIPE or ECONNRESET instead. So the shop first
 * reads the rest of the body, up to DRAIN_AT_MOST_BYTES, and only then answers and closes: the
 * client has sent everything and reads the answer whenever it gets its turn. The request timeout
 * still bounds how long a slow body may take.
 */
export function registerBodyLimitAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413 && !request.raw.complete) await drainBody(request.raw, DRAIN_AT_MOST_BYTES);
    return payload;
  });
}
