import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser sees one origin either way.
    proxy: { '/api': api, '/media': api, '/healthz': api, '/readyz': api },
  },
  build: { target: 'es2022', sourcemap: true },
});
