// How long GET /api/products/:id/size-advice takes on a 10 000-product catalog (embedded PGlite,
// answers not cached): a guest's answer, and a shopper's with twelve paid orders of dresses in
// their history. Through Fastify (inject) and the database, nothing else; medians of 40 runs.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app';
import { openDatabase } from '../../../apps/server/src/db/client';
import { NO_RATE_LIMITS } from '../../../apps/server/src/lib/limits/rate-limiter';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { createLocalImageStore } from '../../../apps/server/src/modules/uploads';
import { seedDemoCatalogOnce } from '../../../apps/server/src/seed';
import { benchAccounts } from '../bench-app';

const RUNS = 40;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

interface Listed {
  products: {
    id: string;
    variants: { edges: { node: { id: string; quantityAvailable: number } }[] };
  }[];
}

export async function benchSizeAdviceLatency(count = 10_000): Promise<void> {
  console.log(
    `\nSize advice latency on ${count} products (embedded PGlite, answers not cached, ${RUNS} runs each)`,
  );
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemoCatalogOnce(database.db, () => generateCatalog({ count }));
  await database.db.execute(sql`analyze`);
  const app = await buildApp({
    database,
    webDist: false,
    catalogCacheSeconds: 0,
    rateLimits: NO_RATE_LIMITS,
    imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
    uploadsDir: null,
  });
  try {
    const [shopper] = await benchAccounts(database.db, 1, { name: () => 'sizebench' });
    if (!shopper) throw new Error('no shopper');
    const { products } = (
      await app.inject('/api/shopify-products/products?category=dress&limit=13&sort=newest')
    ).json() as Listed;
    const [asked, ...bought] = products;
    if (!asked) throw new Error('no dress');
    const methods = (await app.inject('/api/shipping/methods?country=US')).json().methods as { id: string }[];
    for (const product of bought) {
      const variant = product.variants.edges.find(({ node }) => node.quantityAvailable > 0)?.node;
      if (!variant) continue;
      const started = await app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: shopper.headers,
        payload: {
          products: [{ id: variant.id }],
          user_email: shopper.email,
          shippingAddress: {
            name: 'Size Bench',
            line1: '1 Main St',
            city: 'Portland',
            region: 'OR',
            postalCode: '97201',
            country: 'US',
          },
          shippingMethodId: methods[0]?.id,
        },
      });
      await app.inject({
        method: 'POST',
        url: `/checkout/${started.json().id}`,
        headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Size+Bench&number=4242+4242+4242+4242&expiry=12%2F39&cvc=123',
      });
    }
    const url = `/api/products/${asked.id}/size-advice`;
    for (const [label, headers] of [
      ['guest', {}],
      ['shopper with 12 orders', shopper.headers],
    ] as const) {
      const first = await app.inject({ url, headers });
      if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await app.inject({ url, headers });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${first.json().basis.join(', ') || 'no basis'})`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}
