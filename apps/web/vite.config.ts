import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
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

/** `@/…` is apps/web/src (tsconfig paths say the same), so imports never climb `../../`. */
export const webSourceAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: webSourceAlias },
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
  build: { target: 'es2022', sourcemap: true },
});
