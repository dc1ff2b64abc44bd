import type { FastifyInstance } from 'fastify';

/**
 * How an instance stops on SIGTERM (a deploy, a scale-down): it stops accepting connections at
 * once and answers anything still arriving on an open one with 503 and `Connection: close`, so
 * /readyz fails and a load balancer sends the next requests elsewhere; the requests it is
 * answering finish, for at most `timeoutMs` (SHUTDOWN_TIMEOUT_SECONDS), after which their
 * connections are cut; then `afterRequests` releases what they used (the database pool).
 */
const stopping = new WeakSet<FastifyInstance>();

/**
 * Answers sent while the instance stops say `Connection: close`: a keep-alive connection would
 * otherwise sit idle after its last answer and hold the stop until it times out (72 s).
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping.has(app)) reply.header('connection', 'close');
    return payload;
  });
}

export async function shutDownGracefully(
  app: FastifyInstance,
  { timeoutMs, afterRequests }: { timeoutMs: number; afterRequests: () => Promise<void> },
): Promise<{ cutShort: boolean }> {
  let cutShort = false;
  stopping.add(app);
  const deadline = setTimeout(() => {
    cutShort = true;
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  await afterRequests();
  return { cutShort };
}
