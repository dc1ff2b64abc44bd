import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLocalImageStore } from '../../modules/uploads';
import { createTestDatabase } from '../../test/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors';

/**
 * A TCP proxy between the shop and PostgreSQL that the test can cut and restore: PostgreSQL
 * going away and coming back, as a restart or a failover does, without touching the machine's
 * own server.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

// Only PostgreSQL can go away under a running shop; the embedded database lives in its process.
describe.runIf(process.env.TEST_DB === 'postgres')('when PostgreSQL goes away', () => {
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));

  beforeAll(async () => {
    // Where the proxy forwards to: the test database's own server, known once it is made.
    const target = { host: '127.0.0.1', port: 5432 };
    proxy = await cuttableProxy(target);
    database = await createTestDatabase({
      reach: (url) => {
        const parsed = new URL(url);
        target.host = parsed.hostname;
        target.port = Number(parsed.port || 5432);
        parsed.hostname = '127.0.0.1';
        parsed.port = String(proxy.port);
        return parsed.toString();
      },
    });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await proxy?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message at once, keeps /healthz, and recovers by itself', async () => {
    app = await buildApp({
      database,
      webDist: false,
      imageStore: createLocalImageStore(uploadsDir),
      uploadsDir,
    });
    const listing = () => app.inject('/api/shopify-products/products?limit=4');
    expect((await listing()).statusCode).toBe(200);

    await proxy.cut();
    const started = performance.now();
    // Twenty shoppers at once while it is away: each gets its answer, none hangs.
    const answers = await Promise.all(Array.from({ length: 20 }, listing));
    expect(performance.now() - started).toBeLessThan(4000);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await proxy.restore();
    expect((await listing()).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
