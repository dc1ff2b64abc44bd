import type { FastifyRequest } from 'fastify';

/** The names this machine answers to for itself, whatever the port. */
const THIS_MACHINE_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A request a proxy passed on, by any of the headers proxies add. */
function cameThroughProxy(headers: FastifyRequest['headers']): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);
}

/** The host name of a Host header without its port, lower-cased: `[::1]:3000` is `[::1]`. */
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

/** Whether a Host header names this machine: localhost, 127.0.0.1 or [::1], with any port. */
export function namesThisMachine(host: string | undefined): boolean {
  return THIS_MACHINE_NAMES.has(hostNameOf(host));
}

/**
 * Whether someone at this machine sent the request: the connection itself comes from loopback,
 * no proxy passed it on, and it was sent to this machine's own name. What only they may see (the
 * dev mailbox, the metrics without their token) asks this. A reverse proxy on the same host
 * would otherwise hand it to anyone outside; and a page on a rebinding domain, open in a
 * developer's browser, connects from loopback too but names its own domain in Host.
 */
export function fromThisMachine(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !cameThroughProxy(request.headers) && namesThisMachine(request.headers.host);
}

/**
 * Whether the shop's public address (PUBLIC_URL) is this machine, or there is none. A shop
 * published under a real name has visitors, and a proxy in front of it that adds no forwarding
 * header would make every one of them look local: such a shop has no dev mailbox, whatever
 * NODE_ENV says, and no need of the Host check against rebinding.
 */
export function publishedOnThisMachine(publicUrl: string | undefined): boolean {
  if (!publicUrl) return true;
  const { host, hostname } = new URL(publicUrl);
  return namesThisMachine(host) || hostname.endsWith('.localhost');
}
