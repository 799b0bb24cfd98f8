import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

// `source` first: @corner/contracts resolves to its TypeScript source, so the web app never
// waits for a contracts build. In development the API runs on port 3000 behind this proxy;
// in production the API serves `dist` itself (one origin, hashed assets under /assets/).
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/files': api },
  },
  preview: { proxy: { '/api': api, '/files': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: what each route loads, read by scripts/check-web-budgets.mjs.
    manifest: true,
  },
});
