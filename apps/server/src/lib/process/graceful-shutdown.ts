import type { FastifyInstance } from 'fastify';

const stopping = new WeakSet<FastifyInstance>();

/** Whether the instance is stopping: /readyz then answers 503 so no new traffic is sent here. */
export function isStopping(app: FastifyInstance): boolean {
  return stopping.has(app);
}

/**
 * Answers sent while the instance stops say `Connection: close`: a keep-alive connection would
 * otherwise sit idle after its last answer and hold the stop until it times out (72 s), and a
 * client reconnects to an instance that is not stopping.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping.has(app)) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * How an instance stops on SIGTERM (a deploy, a scale-down). At once /readyz answers 503, so a
 * load balancer that checks it stops sending traffic here; for `drainMs`
 * (SHUTDOWN_DRAIN_SECONDS) the instance goes on answering whatever still arrives meanwhile,
 * each answer closing its connection. Then it stops accepting connections (anything still
 * arriving on an open one gets 503 and `Connection: close`, nothing done), lets the requests it
 * is answering finish for at most `timeoutMs` (SHUTDOWN_TIMEOUT_SECONDS) before cutting their
 * connections, and `afterRequests` releases what they used (the database pool).
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  {
    drainMs = 0,
    timeoutMs,
    afterRequests,
  }: { drainMs?: number; timeoutMs: number; afterRequests: () => Promise<void> },
): Promise<{ cutShort: boolean }> {
  let cutShort = false;
  stopping.add(app);
  // Waiting is the point here: a balancer notices a failing /readyz only at its next check.
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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
