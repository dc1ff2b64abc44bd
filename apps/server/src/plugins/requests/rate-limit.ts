import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientNetwork } from '../../lib/http/client-network';
import type { RateLimitName, Throttle } from '../../lib/limits/throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts the request against a configured limit and answers 429 with
     * Retry-After once it is over. Counted per client address unless `by` names the subject
     * (for example the logged-in user, which may need the session read first).
     */
    rateLimit(
      name: RateLimitName,
      by?: (request: FastifyRequest) => string | Promise<string>,
    ): preHandlerAsyncHookHandler;
  }
}

const byClientAddress = (request: FastifyRequest) => `client:${clientNetwork(request.ip)}`;

export function registerRateLimits(app: FastifyInstance, throttle: Throttle): void {
  app.decorate('rateLimit', (name: RateLimitName, by = byClientAddress) => {
    const handler: preHandlerAsyncHookHandler = async (request) => {
      await throttle.enforce(name, await by(request));
    };
    return handler;
  });
}
