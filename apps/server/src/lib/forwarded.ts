import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a proxy passed this request on. Something only someone at this machine may see (the
 * dev mailbox, the metrics without their token) refuses such a request even when it arrives
 * from loopback: a reverse proxy on the same host would otherwise hand it to anyone outside.
 */
export function cameThroughProxy(headers: IncomingHttpHeaders): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);
}
