// Bundles the server into ESM files (main.js and the embedded database's thread) so `npm start`
// runs plain Node with no TypeScript loader. Registry packages stay external (installed by npm).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  // The embedded database's thread is its own entry: a worker loads it by file (src/db/pglite-thread.ts).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'pglite-worker': new URL('./src/db/pglite-worker.ts', import.meta.url).pathname,
    // A new embedded database is created by a process of its own (src/first-start.ts).
    'first-start-process': new URL('./src/first-start-process.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
