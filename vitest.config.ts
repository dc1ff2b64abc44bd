import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webSourceAlias } from './apps/web/vite.config';

const withPostgres = Boolean(process.env.DATABASE_URL);

// Each worker loads the modules once and runs its files one after another, instead of loading
// them again for every file (most of the server suite's time went there, and the web suite's
// went to a new jsdom per file). Every server test file still builds its own app over its own
// database; a file that mocks a module empties the shared registry first (vi.resetModules in
// vi.hoisted), so its mock is what its imports load. docs/benchmarks.md, The test suite.
const isolate = false;

export default defineConfig({
  test: {
    // One worker per core: Vitest's own default leaves a core for itself, which on a two-core
    // machine ran the whole suite through one worker while the other core idled.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'shared', environment: 'node', isolate, include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          isolate,
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API suite again on a real PostgreSQL server, when one is configured.
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                isolate,
                environment: 'node',
                include: ['apps/server/src/**/*.api.test.ts'],
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias: webSourceAlias },
        test: {
          name: 'web',
          isolate,
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.ssr.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A test that types and clicks through a page has taken over 5 s (the default) on a busy
          // two-core machine; this bounds the wait, it retries nothing.
          testTimeout: 15_000,
        },
      },
      // The web app as the server renders it: in Node, where import.meta.env.SSR is true.
      {
        plugins: [react()],
        resolve: { alias: webSourceAlias },
        test: {
          name: 'web-ssr',
          isolate,
          environment: 'node',
          include: ['apps/web/src/**/*.ssr.test.{ts,tsx}'],
        },
      },
    ],
  },
});
