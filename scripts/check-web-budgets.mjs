// The gzip JavaScript each route of the built web app loads: the entry (index.html) with its
// static imports, plus the files the build lists for the route in .vite/route-preloads.json (its
// lazy chunks with their static imports: apps/web/build/route-preloads.ts), each file counted
// once. Fails when a route goes over its budget or the build lists no files for it.
// Run after `npm run build` (test:e2e does): node scripts/check-web-budgets.mjs [webDistDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The route table's public pages (plain data: Node 24 reads the TypeScript as it is).
import { publicPages } from '../apps/web/src/app/route-table.ts';

const kB = 1024;
// Issue 9 set public routes at 120 kB gzip JS; React Router 8 added 0.7 kB to the entry every
// page loads, issues 23 to 26 the estimate page's first-screen controls (decision 14), and
// issue 27 the ready mark and the forms held until hydration (decision 47). Server rendering
// stopped the growth but full hydration needs every route module in the browser. Issues 33
// and 34 (sign out everywhere, the confirm page, chunks shared with the signed-in pages) took
// /get-an-estimate to 122.64 kB: 123 kB, a guard against growth, until the public pages
// hydrate less than all of themselves (issue 40). Issue 38's public page (checking an acceptance
// record) added its route to the table every page loads: 0.08 kB. Its payment schedule moved the
// chunks the signed-in pages share with /estimate/:estimateViewId by 0.04 kB (chunk names and
// the project keys): 123.2 kB, still a guard against growth until issue 40. Its design sign-off
// added the sign-off record's checking page to the route table: 0.06 kB, 123.3 kB. Issue 40's
// customer pages rendered on the server: the entry loads the signed-in routes before it
// hydrates one (0.1 kB), the API client's calls can go through the server's caller and dates
// can be written in the zone of the reader the server renders for (0.1 kB of shared chunks):
// 123.5 kB.
const publicBudget = 123.5 * kB;
const signedInBudget = 250 * kB;

const distDir = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;
const readJson = (file) => JSON.parse(readFileSync(join(distDir, file), 'utf8'));
const manifest = readJson('.vite/manifest.json');
const routePreloads = readJson('.vite/route-preloads.json');
// Every page the build lists (the route table's, decision 59): the public ones at the public
// budget, those behind sign-in at theirs.
const publicPatterns = new Set(Object.values(publicPages));
const budgets = Object.fromEntries(
  Object.keys(routePreloads).map((route) => [
    route,
    publicPatterns.has(route) ? publicBudget : signedInBudget,
  ]),
);
const gzipSizes = new Map();

function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

const brotliSizes = new Map();

/**
 * What a browser on HTTPS downloads: the portal sends the build's .br copies (precompressed at
 * quality 11) to every browser that accepts br. Printed beside the budget, which stays gzip.
 */
function brotliSize(file) {
  if (!brotliSizes.has(file)) {
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    brotliSizes.set(file, brotliCompressSync(readFileSync(join(distDir, file)), options).length);
  }
  return brotliSizes.get(file);
}

/** The JS files a manifest chunk loads before it runs: itself and its static imports. */
function staticFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error(`${distDir}/.vite/manifest.json has no entry: is the build there?`);
const entryFiles = staticFiles(entry);
const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const format = (bytes) => `${(bytes / kB).toFixed(2)} kB`;

console.info(`entry ${manifest[entry].file}: ${format(entryBytes)} gzip JS with its imports`);
const problems = [];
for (const [route, budget] of Object.entries(budgets)) {
  const routeFiles = routePreloads[route]?.scripts;
  if (!routeFiles) {
    problems.push(`${route}: the build lists no files for it (apps/web/build/route-modules.ts)`);
    continue;
  }
  const files = new Set([...entryFiles, ...routeFiles]);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const brotli = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
  const verdict = bytes <= budget ? 'ok' : 'OVER BUDGET';
  console.info(
    `${route.padEnd(54)} ${format(bytes).padStart(9)} of ${format(budget)}  ${verdict.padEnd(11)} (br ${format(brotli)})`,
  );
  if (bytes > budget) problems.push(`${route}: ${format(bytes)} gzip JS, budget ${format(budget)}`);
}
if (problems.length > 0) {
  console.error(`Web budgets failed:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
