import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

const HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, a trace id, nothing that could break a log line. */
const ACCEPTABLE = /^[\w.:-]{1,128}$/;

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function trustsPeer(trustProxy: TrustProxy): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const trusted = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (address) => trusted(address, 0);
}

/**
 * Every request gets an id that is on each of its log lines (Fastify's `reqId`) and in its
 * answer's X-Request-Id, so a shopper's report or a proxy's log leads to the shop's lines. A
 * proxy we trust (TRUST_PROXY) may hand us its own id to keep one id end to end; anyone else's
 * is ignored, so a client cannot plant ids in the logs.
 */
export function requestIdOptions(
  trustProxy: TrustProxy,
): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> {
  const trusted = trustsPeer(trustProxy);
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[HEADER];
      if (
        typeof given === 'string' &&
        ACCEPTABLE.test(given) &&
        trusted(request.socket.remoteAddress ?? '')
      ) {
        return given;
      }
      return randomUUID();
    },
  };
}

/** Puts the request's id in its answer; also for answers no hook reaches (plugins/errors.ts). */
export function setRequestIdHeader(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(HEADER, request.id);
}

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    setRequestIdHeader(request, reply);
  });
}
