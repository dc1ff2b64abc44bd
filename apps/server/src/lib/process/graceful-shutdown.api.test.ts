import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { shutDownGracefully } from './graceful-shutdown';

/** A gate a test opens when it wants; the slow route waits on it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A listening shop with a route that holds its request until the test lets it go. */
async function shopWithSlowRoute() {
  const release = gate();
  const entered = gate();
  const t = await createTestApp({
    beforeReady: (app) =>
      app.get('/__slow', async () => {
        entered.open();
        await release.opened;
        // It still needs the database after the shutdown began.
        await t.database.db.execute(sql`select 1`);
        return { finished: true };
      }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, port, release, entered };
}

function get(port: number, path: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves once `condition` holds, checking on each turn of the event loop, for 10 s at most. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting after 10 s for: ${condition}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('stopping an instance', () => {
  it('refuses new work at once, finishes what is under way, then releases the database', async () => {
    const { t, port, release, entered } = await shopWithSlowRoute();
    // A keep-alive connection a load balancer holds open, as it would.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/readyz', agent)).status).toBe(200);
    expect((await get(port, '/readyz', agent)).connection).toBe('keep-alive');
    const slow = get(port, '/__slow');
    await entered.opened;

    let released = false;
    const stopping = shutDownGracefully(t.app, {
      timeoutMs: 10_000,
      afterRequests: async () => {
        released = true;
      },
    });
    await until(() => !t.app.server.listening);
    // New connections are refused; the idle keep-alive one was closed.
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(released).toBe(false);

    release.open();
    // Its connection closes with it instead of idling until the keep-alive timeout.
    expect(await slow).toEqual({ status: 200, body: '{"finished":true}', connection: 'close' });
    expect(await stopping).toEqual({ cutShort: false });
    expect(released).toBe(true);
    agent.destroy();
    await t.close();
  });

  it('with a drain, fails /readyz at once while still answering, then stops accepting', async () => {
    const { t, port } = await shopWithSlowRoute();
    let released = false;
    const stopping = shutDownGracefully(t.app, {
      drainMs: 2000,
      timeoutMs: 10_000,
      afterRequests: async () => {
        released = true;
      },
    });
    const ready = await get(port, '/readyz');
    expect(ready).toMatchObject({ status: 503, body: '{"message":"Shutting down"}', connection: 'close' });
    // Shoppers the balancer has not moved yet are still served.
    expect(await get(port, '/api/shopify-products/categories')).toMatchObject({
      status: 200,
      connection: 'close',
    });
    await until(() => !t.app.server.listening);
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(await stopping).toEqual({ cutShort: false });
    expect(released).toBe(true);
    await t.close();
  });

  it('cuts requests still running at the deadline, and stops all the same', async () => {
    const { t, port, entered, release } = await shopWithSlowRoute();
    const slow = get(port, '/__slow');
    await entered.opened;
    const started = performance.now();
    const result = await shutDownGracefully(t.app, { timeoutMs: 300, afterRequests: async () => {} });
    expect(result).toEqual({ cutShort: true });
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
    release.open();
    await t.close();
  });
});
