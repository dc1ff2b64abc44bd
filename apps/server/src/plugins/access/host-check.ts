import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../lib/domain-error';
import { hostNameOf, namesThisMachine } from '../../lib/http/this-machine';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_HOST_MESSAGE =
  'This shop takes changes only at its own address (localhost, or a name listed in ALLOWED_HOSTS).';

/**
 * A shop without PUBLIC_URL, or with one naming this machine (a laptop, a demo, `npm run dev`),
 * takes changes only when sent to this machine's own names or to ALLOWED_HOSTS. DNS rebinding points a hostile domain at 127.0.0.1: a page on it,
 * open in a developer's browser, is then "same origin" with the shop and could log in, reset
 * passwords or order; its requests still name the hostile domain in Host, and are refused here.
 * A shop published under a real PUBLIC_URL has visitors on other machines, whom rebinding
 * cannot reach through a developer's browser.
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set(allowedHosts.map((host) => hostNameOf(host)));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    // The Host the browser sent, not request.host: that takes X-Forwarded-Host from a trusted
    // proxy, and loopback is trusted by default, so a rebinding page could name localhost there.
    const host = request.headers.host;
    if (namesThisMachine(host) || allowed.has(hostNameOf(host))) return;
    throw new DomainError(403, FOREIGN_HOST_MESSAGE, 'host');
  });
}
