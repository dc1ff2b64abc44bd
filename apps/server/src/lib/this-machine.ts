import type { FastifyRequest } from 'fastify';

/** A request a proxy passed on, by any of the headers proxies add. */
function cameThroughProxy(headers: FastifyRequest['headers']): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);
}

/**
 * Whether someone at this machine sent the request: the connection itself comes from loopback
 * and no proxy passed it on. What only they may see (the dev mailbox, the metrics without
 * their token) asks this; a reverse proxy on the same host would otherwise hand it to anyone
 * outside, with or without a forwarding header of its own.
 */
export function fromThisMachine(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !cameThroughProxy(request.headers);
}
