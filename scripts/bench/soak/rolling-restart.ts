// A rolling restart under steady load (the scale-out change of 25 November 2026): three instances of
// the shop on one PostgreSQL database (and Redis when one answers on 127.0.0.1:6379) behind a small
// round-robin proxy, as a load balancer would stand in front of them, while autocannon keeps asking
// for catalog pages. Each instance in turn gets SIGTERM, exits, and a new one takes its port and
// waits until /readyz answers before the next goes. Counts every answer that was not a 200.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, openTarget, POSTGRES_ADMIN_URL, redisAnswers } from '../bench-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const main = path.join(root, 'apps/server/src/main.ts');

interface Instance {
  port: number;
  child: ChildProcess;
}

function launch(port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { port, child };
}

async function ready(port: number): Promise<void> {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Round robin over the instances' ports. A request that could not reach an instance (refused,
 * reset before any answer) or that a stopping instance turned away unprocessed (503 with
 * `Connection: close`) goes to the next one, as nginx's `proxy_next_upstream` does.
 */
function roundRobinProxy(ports: readonly number[]) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  let next = 0;
  let retried = 0;
  const statuses = new Map<number, number>();
  // An instance that refused a connection is left alone for a second, as a balancer's passive
  // health check does, instead of being asked again by every other request.
  const downUntil = ports.map(() => 0);
  const pick = () => {
    for (let i = 0; i < ports.length; i += 1) {
      const index = next++ % ports.length;
      if ((downUntil[index] ?? 0) <= Date.now()) return index;
    }
    return next++ % ports.length;
  };
  const server = http.createServer((request, response) => {
    const attempt = (tries: number) => {
      const index = pick();
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: ports[index],
          path: request.url,
          method: request.method,
          headers: request.headers,
          agent: agents[index],
        },
        (answer) => {
          if (answer.statusCode === 503 && answer.headers.connection === 'close' && tries < 5) {
            answer.resume();
            retried += 1;
            attempt(tries + 1);
            return;
          }
          statuses.set(answer.statusCode ?? 0, (statuses.get(answer.statusCode ?? 0) ?? 0) + 1);
          // Connection and Keep-Alive are hop-by-hop: they speak of the instance's connection,
          // not of the client's, which stays open as a load balancer's does.
          const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        downUntil[index] = Date.now() + 1000;
        if (tries < 5) {
          retried += 1;
          attempt(tries + 1);
        } else if (!response.headersSent) {
          response.writeHead(502).end();
        }
      });
      upstream.end();
    };
    attempt(0);
  });
  return {
    server,
    retried: () => retried,
    statuses: () => Object.fromEntries(statuses),
    close: () => {
      for (const agent of agents) agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RollingRestartResult {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  reqPerSec: number;
  p99: number;
  retried: number;
  /** Answers by status, as the instances gave them. */
  statuses: Record<number, number>;
  exitCodes: (number | null)[];
  restartSeconds: number[];
  redis: boolean;
}

export async function benchRollingRestart({
  adminUrl = POSTGRES_ADMIN_URL,
  connections = 20,
} = {}): Promise<RollingRestartResult> {
  const { database, url, drop } = await openTarget('postgres', adminUrl);
  await database.close();
  const redis = await redisAnswers();
  const env = {
    DATABASE_URL: url,
    ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    // The three instances share one database: one secret for guest cookies and queued mail.
    SESSION_SECRET: 'rolling-restart-instances-share-this-secret',
    DEMO_CATALOG_SIZE: '300',
    ADMIN_EMAIL: 'owner@rolling.example',
    ADMIN_PASSWORD: 'Owner#Rolling2026',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  const ports = [freePort(), freePort(), freePort()];
  let instances = ports.map((port) => launch(port, env));
  try {
    await Promise.all(ports.map(ready));
    const proxy = roundRobinProxy(ports);
    const proxyPort = freePort();
    await new Promise<void>((resolve) => proxy.server.listen(proxyPort, '127.0.0.1', resolve));
    const paths = [
      '/api/shopify-products/products?page=1&limit=20',
      '/api/shopify-products/products?category=dress&page=1&limit=20',
      '/api/shopify-products/products?sort=price-asc&page=2&limit=20',
      '/api/shopify-products/products?q=silk&page=1&limit=20',
      '/api/shopify-products/categories',
    ];
    let turn = 0;
    let load: autocannon.Instance | undefined;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(
        {
          url: `http://127.0.0.1:${proxyPort}`,
          connections,
          duration: 120,
          requests: [
            { setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] as string }) },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const exitCodes: (number | null)[] = [];
    const restartSeconds: number[] = [];
    // Steady load first, then one instance after another, then steady load again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    for (let i = 0; i < instances.length; i += 1) {
      const started = performance.now();
      const old = instances[i] as Instance;
      const exited = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
      old.child.kill('SIGTERM');
      exitCodes.push(await exited);
      const fresh = launch(old.port, env);
      instances = instances.map((instance, index) => (index === i ? fresh : instance));
      await ready(old.port);
      restartSeconds.push((performance.now() - started) / 1000);
    }
    // Steady load after the last restart too, then the tally.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load?.stop();
    const result = await finished;
    await proxy.close();
    return {
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      reqPerSec: result.requests.average,
      p99: result.latency.p99,
      retried: proxy.retried(),
      statuses: proxy.statuses(),
      exitCodes,
      restartSeconds,
      redis,
    };
  } finally {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) => {
            if (instance.child.exitCode !== null) return resolve(null);
            instance.child.once('exit', resolve);
            instance.child.kill('SIGTERM');
          }),
      ),
    );
    await drop();
  }
}

export function printRollingRestart(row: RollingRestartResult): void {
  console.log(
    `  ${row.requests} requests (${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99} ms) while 3 instances restarted one by one${row.redis ? ' (with Redis)' : ''}: ${row.non2xx} not 200, ${row.errors} errors, ${row.timeouts} timeouts; statuses ${JSON.stringify(row.statuses)}; ${row.retried} requests the proxy sent on to another instance; exit codes ${row.exitCodes.join(', ')}; each restart ${row.restartSeconds.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
  );
}

// `npx tsx scripts/bench/soak/rolling-restart.ts`: this section of the bench alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRollingRestart(await benchRollingRestart());
}
