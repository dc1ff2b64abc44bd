// The sections of `npm run bench` (run-bench.ts) on the built shop as `npm start` runs it: the
// build and the home route's JavaScript, start-up until /readyz answers, the pages' weights and
// Lighthouse's scores.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-database';
import { firstLoadScripts } from './pages/first-load-js';
import { describeScores, runLighthouse } from './pages/lighthouse-runs';
import { pageWeights, printPageWeights } from './pages/page-weight';
import { benchServerEnv, START_NODE_OPTIONS } from './start-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/**
 * Runs the built shop (`npm start` minus the build check) on a data folder for the length of
 * `work`, and returns how long it took to answer /readyz.
 */
async function withShop(dataDir: string, work: (base: string) => Promise<void> = async () => {}) {
  const port = freePort();
  const child = spawn(
    process.execPath,
    [...START_NODE_OPTIONS, path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...benchServerEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    },
  );
  try {
    const readyMs = await waitFor(`http://127.0.0.1:${port}/readyz`, child, 120_000);
    await work(`http://127.0.0.1:${port}`);
    return readyMs;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Builds the web app and the server, and prints what JavaScript the home route loads first. */
export function buildAndWeighScripts(): void {
  console.log('\nBuilding web app and server');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const js = firstLoadScripts(path.join(root, 'apps/web/dist'));
  console.log(
    `  home route JavaScript before it is interactive: ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files.length} files)`,
  );
  console.log('  largest modules of it (estimated gzip share):');
  for (const { module, gzip } of js.largest)
    console.log(`    ${(gzip / 1024).toFixed(1).padStart(5)} KB  ${module}`);
}

/**
 * Start-up on a fresh data folder, first and later run, then the pages' weights; the folder is
 * kept for benchLighthouse.
 */
export async function benchStartUp(): Promise<string> {
  console.log('\nStart-up (npm start on a built checkout, time until /readyz answers)');
  const startDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-start-'));
  const firstRun = await withShop(startDir);
  const laterRun = await withShop(startDir);

  console.log(`  first run, seeding the demo catalog: ${ms(firstRun)}`);
  console.log(`  later run:                           ${ms(laterRun)}`);

  console.log("\nPage weights: each storefront page's HTML as the server sends it (demo catalog)");
  await withShop(startDir, async (base) => printPageWeights(await pageWeights(base)));
  return startDir;
}

/** Lighthouse on the storefront's pages of the data folder benchStartUp left, which it then deletes. */
export async function benchLighthouse(startDir: string): Promise<void> {
  console.log(
    '\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), demo catalog, median of 3 runs',
  );
  await withShop(startDir, async (base) => {
    const list = (await (await fetch(`${base}/api/shopify-products/products?limit=1`)).json()) as {
      products: { handle: string }[];
    };
    const product = `/shop/${list.products[0]?.handle}`;
    const pages = ['/', '/shop', '/categories/dress', '/search?q=silk', product];
    for (const row of await runLighthouse(base, pages, 3)) {
      console.log(`  ${row.path.padEnd(44)} ${describeScores(row)}`);
    }
  });
  rmSync(startDir, { recursive: true, force: true });
}
