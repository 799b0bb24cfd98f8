import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import { lazyPreloads } from './build/lazy-preloads';
import { precompress } from './build/precompress';
import { routeModules } from './build/route-modules';
import { routePreloads } from './build/route-preloads';
import { startAfterPaint } from './build/start-after-paint';

// `source` first: @corner/contracts resolves to its TypeScript source, so the web app never
// waits for a contracts build. In development the API runs on port 3000 behind this proxy;
// in production the API serves `dist` itself (one origin, hashed assets under /assets/).
const api = 'http://127.0.0.1:3000';

const everyPage = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /[\\/]src[\\/](lib|components[\\/]ui[\\/]page)[\\/]|[\\/]src[\\/]hooks[\\/]use-document-title\.ts$/,
  /[\\/]src[\\/]config[\\/]env\.ts$/,
];
// Small modules most public pages show with: one file instead of five of a few hundred bytes each.
const pageDisplay = [
  /[\\/]packages[\\/]contracts[\\/]src[\\/](dates|currency|image-sizes)\.ts$/,
  /[\\/]src[\\/]components[\\/](errors[\\/]error-panel|ui[\\/]image[\\/]responsive-image)\.tsx$/,
  /[\\/]src[\\/]components[\\/]errors[\\/]load-error\.ts$/,
  // The public estimate page's call, which its Compare view makes too (decision 36.2).
  /[\\/]src[\\/]features[\\/]estimates[\\/]api[\\/]get-estimate-view\.ts$/,
];
// The breakdown's call and its groups, used by the estimate page's details and the Compare view:
// one chunk rather than two small ones (decision 36.2).
const estimateBreakdown = [
  /[\\/]packages[\\/]contracts[\\/]src[\\/]estimate-line-groups\.ts$/,
  /[\\/]src[\\/]features[\\/]estimates[\\/]api[\\/]get-estimate-breakdown\.ts$/,
];
const formsOnly = [
  /@tanstack[\\/].*[\\/](useMutation|mutationObserver|useQueries|queriesObserver)\.js$/,
];
const matchesAny = (id: string, patterns: RegExp[]) => patterns.some((pattern) => pattern.test(id));

const preloads = lazyPreloads();

/**
 * `vite build --ssr`: the server entry of the public pages (src/entry-server.tsx, decision 46)
 * into dist-server/, which the API imports. Packages stay in node_modules; the repo's own are
 * bundled from source, as the client has them.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  publicDir: false,
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: {
    noExternal: [/^@corner\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: 'hidden',
  },
};

const clientBuild: UserConfig = {
  plugins: [
    react(),
    ...preloads.plugins,
    routePreloads(routeModules),
    startAfterPaint(),
    precompress(),
  ],
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
    // Maps are written for debugging a build, but chunks do not name them: the comment would
    // cost every file its bytes in each page's download (decision 14.13).
    sourcemap: 'hidden',
    target: 'es2022',
    // Every browser this target runs in preloads modules itself (Chromium, Firefox, Safari 17):
    // the polyfill would only add to the entry every page loads.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // dist/.vite/manifest.json: what each route loads, read by scripts/check-web-budgets.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks by rule, not by the bundler's guess (decision 14.5): what every page runs
        // in one long-cached file the entry loads, and the query code only forms use apart.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'page-display', test: (id) => matchesAny(id, pageDisplay), priority: 2 },
            { name: 'query-extras', test: (id) => matchesAny(id, formsOnly), priority: 2 },
            {
              name: 'estimate-breakdown',
              test: (id) => matchesAny(id, estimateBreakdown),
              priority: 2,
            },
            { name: 'framework', test: (id) => matchesAny(id, everyPage), priority: 1 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
