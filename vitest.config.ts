import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webSourceAlias } from './apps/web/vite.config';

const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
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
          environment: 'node',
          include: ['apps/web/src/**/*.ssr.test.{ts,tsx}'],
        },
      },
    ],
  },
});
