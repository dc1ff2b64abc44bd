import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './e2e/fixtures/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// The config is evaluated by the runner and again by each worker; the first evaluation picks a
// free port and a fresh data folder and leaves them in the environment the workers inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with the server; a first visit can take longer than the
  // default 5 s while the other worker hashes passwords. Still a wait for what a user sees.
  expect: { timeout: 10_000 },
  // A whole journey: the longest (eleven pages, two payments, a login) took 28 to 33 s while the
  // other worker hashed passwords, against the default 30 s. Each step still waits only for
  // what a shopper would see, within the 10 s above.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (a screenshot and DOM snapshot per action) took about a quarter of the
    // journeys' time on a two-core machine, where they are bound by the processor; a failing
    // journey is recorded on its retry, which CI runs, and locally with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@mobile|@catalog-writes/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@mobile/,
    },
    // Journeys that add or remove products run after the others: the catalog journeys count the
    // demo catalog's 300 products exactly, and a product appearing meanwhile would break them.
    {
      name: 'catalog-writes',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grep: /@catalog-writes/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The machine's Redis outlives a run: counts per address (127.0.0.1) would add up over runs.
      REDIS_URL: '',
      // Journeys check prices: the demo's daily sale must not start in the middle of a run.
      DEMO_DAILY_SALE: 'false',
      // Every journey registers from the same address; a retry must not trip the sign-up limit.
      RATE_LIMIT_REGISTER: '100/1h',
      RATE_LIMIT_CHECKOUT: '500/1h',
      // And every journey's checkout holds its units from that one address too.
      MAX_HELD_UNITS_PER_ADDRESS: '1000',
      // A back-in-stock alert goes out on the next round: a journey waits seconds, not a minute.
      BACKGROUND_ROUND_SECONDS: '2',
      // The admin fixture logs in with these; the fresh data folder makes the first start create it.
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  },
});
