import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside every text asset at build time, at the highest levels, so the
 * server sends compressed files without spending CPU per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'velora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // The server-rendering bundle (dist-server) is read from disk by the server, never sent.
      if (!outDir) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        const output = bundle[file];
        if (!output) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const target = path.join(outDir, file);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-router|use-sync-external-store)[\\/]/;

const FIRST_PAGE_SHARED =
  /(apps[\\/]web[\\/]src[\\/](lib[\\/](api|page-meta)|stores[\\/](session|toasts|cart)|config[\\/]paths)\.ts$)|(packages[\\/]shared[\\/]src[\\/](catalog[\\/](catalog|colors)|money|promotions[\\/]discount-code-pattern)\.ts$)|(node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context|Icon|createLucideIcon|icons[\\/]x\.mjs$))/;

/** `@/…` is apps/web/src (tsconfig paths say the same), so imports never climb `../../`. */
export const webSourceAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];

/**
 * react-router exports only its development build, whose warnings are kept behind a flag the
 * minifier cannot see through; its production build differs in that flag alone. The shop's
 * build uses it (about 1.5 KB gzip off every page); dev and tests keep the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * recharts keeps its chart state in a Redux store of its own, using parts of Redux Toolkit the
 * shop does not (listener middleware, auto-batching). Were it to share the shop's copy, those
 * parts would land in the chunk every page loads. Giving it the toolkit's other ES build keeps
 * them in the chart's own chunk; the two stores never meet, so two copies are harmless.
 */
function chartsOwnReduxToolkit(): Plugin {
  const toolkit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json')),
    'dist/redux-toolkit.legacy-esm.js',
  );
  return {
    name: 'velora-charts-own-redux-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@reduxjs/toolkit' && importer?.includes(`${path.sep}recharts${path.sep}`))
        return toolkit;
      return null;
    },
  };
}

/** The browser's build: hashed chunks, the framework shared by every page in one. */
const browserBuild = {
  target: 'es2022',
  sourcemap: true,
  // The server reads which files a server-rendered page needs (its chunk and their imports).
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // The libraries every page runs on, as one chunk the home page preloads. Without
          // this group, a lazy chunk that shares some of them (recharts uses Redux) splits
          // them into several small chunks, and the home route pays for each one's overhead.
          {
            name: 'framework',
            // Only the app's own copies: recharts brings its own reselect and a React 17
            // shim of use-sync-external-store, which belong with the chart.
            test: (id) => FRAMEWORK.test(id) && !/recharts|shim|legacy-esm/.test(id),
          },
          // The shop's own small modules that the first page shares with lazy pages (the API
          // client, the stores, paths, money, the colour list, icons' runtime and the toasts' X). Left alone, each becomes a chunk
          // of a few hundred bytes, and every one costs the home route gzip's overhead.
          { name: 'app-shared', test: (id) => FIRST_PAGE_SHARED.test(id) },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), chartsOwnReduxToolkit()],
  resolve: { alias: command === 'build' ? [...webSourceAlias, reactRouterProduction] : webSourceAlias },
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser sees one origin either way.
    proxy: {
      '/api': api,
      '/media': api,
      '/uploadImage': api,
      '/uploads': api,
      '/dev': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
  // The server-rendering bundle carries its libraries, built for production like the browser's
  // (React's development build is several times slower and warns), whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  // Vite leaves NODE_ENV to the server's process in a server build; React and Redux Toolkit read
  // it to pick their builds, and their development builds render several times slower.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the same components for the server to render
      // pages with (docs/decisions/025).
      { target: 'node20', outDir: 'dist-server', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : browserBuild,
}));
