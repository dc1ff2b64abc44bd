import type { FastifyReply } from 'fastify';
import { describeWait } from './rate-limiter';

/** 429 with Retry-After and a sentence saying how long to wait. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: `Too many ${what}. Please try again in ${describeWait(retryAfterSeconds)}.` });
}
