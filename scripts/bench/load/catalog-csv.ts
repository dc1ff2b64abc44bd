// Catalog CSV import and export at scale (docs/product/api.md, Products): 10 000 products with about 50 000 variants
// exported as Shopify product CSV, then imported into an empty shop (dry run, then for real) and
// into the same shop again (every product unchanged). The app listens on a port and the file goes
// over HTTP both ways, streamed, as a browser would send it; the process's resident memory is
// sampled every 20 ms so the peak of each step shows whether anything holds the whole catalog.

import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { COLORS } from '@shop/shared/catalog/catalog';
import { count } from 'drizzle-orm';
import { productVariants } from '../../../apps/server/src/modules/catalog/catalog.schema';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { insertProducts } from '../../../apps/server/src/seed';
import { benchAccounts, openBenchApp } from '../bench-app';

const PRODUCTS = Number(process.env.BENCH_CSV_PRODUCTS ?? 10_000);
const VARIANTS_PER_PRODUCT = 5;

export interface CsvBenchStep {
  step: string;
  ms: number;
  /** Highest resident set size sampled during the step, and what it was when the step began. */
  peakRssMb: number;
  startRssMb: number;
  answer?: string;
  /** The slowest of a shopper's product-list requests made one after another during the step. */
  shopperMaxMs?: number;
  shopperRequests?: number;
}

export interface CsvBench {
  target: string;
  products: number;
  variants: number;
  fileMb: number;
  steps: CsvBenchStep[];
}

/** The demo catalog, each product widened to at least five variants with more colours. */
export function* benchCatalog(n: number) {
  for (const product of generateCatalog({ count: n })) {
    const variants = [...product.variants];
    // Colours the product does not come in yet (the demo gives some products several already).
    const others = COLORS.filter((color) => !product.variants.some((variant) => variant.color === color));
    // One of each size per new colour: a product in two colours already has each size twice.
    const sizes = product.variants.filter(
      (variant, index) => product.variants.findIndex((other) => other.size === variant.size) === index,
    );
    for (let i = 0; variants.length < VARIANTS_PER_PRODUCT; i += 1) {
      const base = sizes[i % sizes.length] as (typeof variants)[number];
      const color = others[Math.floor(i / sizes.length)] as (typeof COLORS)[number];
      variants.push({ ...base, id: crypto.randomUUID(), color, position: variants.length });
    }
    yield { ...product, reviews: [], variants };
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Times `work`, sampling the process's memory every 20 ms; with `shop`, a shopper meanwhile asks
 * that shop for a page of products one request after another, and the slowest answer is kept.
 */
async function measured(
  step: string,
  work: () => Promise<string | undefined>,
  shop?: string,
): Promise<CsvBenchStep> {
  const startRss = process.memoryUsage.rss();
  let peak = startRss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  let done = false;
  const shopperMs: number[] = [];
  const shopper = (async () => {
    while (shop && !done) {
      const asked = performance.now();
      await (await fetch(`${shop}/api/shopify-products/products?limit=20&sort=newest`)).arrayBuffer();
      shopperMs.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  try {
    const answer = await work();
    const ms = performance.now() - started;
    done = true;
    await shopper;
    return {
      step,
      ms,
      peakRssMb: mb(peak),
      startRssMb: mb(startRss),
      answer,
      ...(shop ? { shopperMaxMs: Math.max(0, ...shopperMs), shopperRequests: shopperMs.length } : {}),
    };
  } finally {
    done = true;
    clearInterval(timer);
  }
}

export async function benchCatalogCsv(target: 'pglite' | 'postgres'): Promise<CsvBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'velora-bench-csv-'));
  const file = path.join(dir, 'products.csv');
  // PGlite on its own thread, as `npm start` runs it: the shopper's requests are answered on this
  // thread while the database works on the other, so their wait is the database's, not the loop's.
  const source = await openBenchApp(target, undefined, { thread: true });
  const empty = await openBenchApp(target, undefined, { thread: true });
  try {
    await insertProducts(source.database.db, benchCatalog(PRODUCTS));
    const [variants] = await source.database.db.select({ n: count() }).from(productVariants);
    const [sourceAdmin] = await benchAccounts(source.database.db, 1, {
      role: 'admin',
      name: () => 'csvadmin',
    });
    const [emptyAdmin] = await benchAccounts(empty.database.db, 1, { role: 'admin', name: () => 'csvadmin' });
    const sourceUrl = await source.app.listen({ port: 0, host: '127.0.0.1' });
    const emptyUrl = await empty.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = (who: typeof sourceAdmin) => ({ ...who?.headers });

    const steps: CsvBenchStep[] = [];
    steps.push(
      await measured('export', async () => {
        const answer = await fetch(`${sourceUrl}/api/products/export.csv`, { headers: headers(sourceAdmin) });
        if (!answer.ok || !answer.body) throw new Error(`export answered ${answer.status}`);
        await pipeline(Readable.fromWeb(answer.body as never), createWriteStream(file));
        return `${mb(statSync(file).size)} MB`;
      }),
    );
    // Sent with the source shop's Host, as if the catalog moved to a new server at the same
    // address: the pictures' absolute URLs are then the shop's own and are kept, not fetched.
    const sourceHost = new URL(sourceUrl).host;
    const upload = (base: string, who: typeof sourceAdmin, query: string) => () =>
      new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          `${base}/api/products/import${query}`,
          {
            method: 'POST',
            headers: {
              ...headers(who),
              host: sourceHost,
              'content-type': 'text/csv',
              'content-length': String(statSync(file).size),
            },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () => {
              if (response.statusCode !== 200) {
                reject(new Error(`import answered ${response.statusCode}: ${body}`));
                return;
              }
              const json = JSON.parse(body) as Record<string, unknown>;
              const errors = json.errors as unknown[];
              resolve(
                `created ${json.created}, updated ${json.updated}, unchanged ${json.unchanged}, errors ${errors.length}${errors.length ? ` (first: ${JSON.stringify(errors[0])})` : ''}`,
              );
            });
          },
        );
        request.on('error', reject);
        createReadStream(file).pipe(request);
      });
    steps.push(
      await measured('import into an empty shop, dry run', upload(emptyUrl, emptyAdmin, '?dryRun=true')),
    );
    steps.push(await measured('import into an empty shop', upload(emptyUrl, emptyAdmin, ''), emptyUrl));
    steps.push(
      await measured(
        're-import into the same shop (unchanged)',
        upload(sourceUrl, sourceAdmin, ''),
        sourceUrl,
      ),
    );
    return {
      target,
      products: PRODUCTS,
      variants: variants?.n ?? 0,
      fileMb: statSync(file).size / 2 ** 20,
      steps,
    };
  } finally {
    await source.close();
    await empty.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCatalogCsv(row: CsvBench): void {
  console.log(
    `  ${row.target}: ${row.products} products, ${row.variants} variants, file ${row.fileMb.toFixed(1)} MB`,
  );
  for (const step of row.steps) {
    console.log(
      `    ${step.step.padEnd(42)} ${(step.ms / 1000).toFixed(1).padStart(6)} s   RSS ${step.startRssMb} → peak ${step.peakRssMb} MB   ${step.answer ?? ''}${step.shopperMaxMs === undefined ? '' : `; a shopper's slowest product page meanwhile ${step.shopperMaxMs.toFixed(0)} ms (${step.shopperRequests} asked)`}`,
    );
  }
}

// `npx tsx scripts/bench/load/catalog-csv.ts [pglite|postgres]` or `npm run bench -- csv`: this section alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv[2]
    ? [process.argv[2] as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
  for (const target of targets) printCatalogCsv(await benchCatalogCsv(target));
}
