import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

// The shop as `npm start` runs it in production: what it refuses to start without, and what its
// start banner tells the owner.
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
  dataDirs.push(dataDir);
  return dataDir;
}

/** Starts the shop; resolves with its output once it exits or prints its banner (then stops it). */
async function startShop(
  env: Record<string, string>,
  dataDir = newDataDir(),
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DEMO_CATALOG_SIZE: '0',
      LOG_LEVEL: 'silent',
      // Whatever the test run was given: this shop is the embedded one, without Stripe or Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      ALLOW_TEST_CHECKOUT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const seen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready in')) child.kill('SIGINT');
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };

describe('starting a production shop', () => {
  it('refuses without Stripe keys, naming them, so the test card can never pay there', async () => {
    const { code, output } = await startShop(production);
    expect(code).toBe(1);
    expect(output).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: are required when NODE_ENV is production/,
    );
    expect(output).not.toContain('Ready in');
  }, 60_000);

  it('starts with the test checkout when the owner allows it, and says so in its banner', async () => {
    const { output } = await startShop({ ...production, ALLOW_TEST_CHECKOUT: 'true' });
    expect(output).toContain('Ready in');
    const mentions = output.split('\n').filter((line) => line.includes('Test checkout is on'));
    expect(mentions).toHaveLength(1);
  }, 60_000);
});

describe('the first start of an embedded shop', () => {
  it('creates the database, the demo catalog and the admin, which later starts find', async () => {
    const dataDir = newDataDir();
    const first = await startShop({ DEMO_CATALOG_SIZE: '3', ADMIN_EMAIL: 'owner@velora.test' }, dataDir);
    expect(first.output).toContain('(seeded 3 demo products)');
    // Created in a process of its own (first-start.ts): what it did still reaches the banner.
    expect(first.output).toMatch(/Admin login created: owner@velora\.test \/ \S{12,}/);
    expect(first.output).toContain(`The admin login is also saved, readable only by you, in ${dataDir}`);
    expect(first.output).toContain('Ready in');

    const later = await startShop({ DEMO_CATALOG_SIZE: '3', ADMIN_EMAIL: 'owner@velora.test' }, dataDir);
    expect(later.output).toContain('Ready in');
    expect(later.output).not.toContain('seeded');
    expect(later.output).not.toContain('Admin login created');
  }, 120_000);
});
