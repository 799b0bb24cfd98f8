// The gzip JavaScript each route of the built web app loads: the entry (index.html) with its
// static imports, plus the route's lazy chunk with its static imports, each file counted once.
// Fails when a route goes over its budget or a listed route chunk is missing from the build.
// Run after `npm run build` (test:e2e does): node scripts/check-web-budgets.mjs [webDistDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kB = 1024;
const publicBudget = 120 * kB; // issue 9: public routes at most 120 kB gzip JS
const signedInBudget = 250 * kB;

// One line per route: its path, the source file the router lazy-loads, its budget.
const budgets = [
  { route: '/kitchens', chunk: 'src/app/routes/kitchens/kitchens.tsx', budget: publicBudget },
  { route: '/kitchens/:slug', chunk: 'src/app/routes/kitchens/kitchen.tsx', budget: publicBudget },
  {
    route: '/components',
    chunk: 'src/app/routes/components/categories.tsx',
    budget: publicBudget,
  },
  {
    route: '/components/:category',
    chunk: 'src/app/routes/components/category.tsx',
    budget: publicBudget,
  },
  {
    route: '/components/:category/:id',
    chunk: 'src/app/routes/components/component.tsx',
    budget: publicBudget,
  },
  { route: '/login', chunk: 'src/app/routes/login.tsx', budget: publicBudget },
  { route: '/login/confirm', chunk: 'src/app/routes/login-confirm.tsx', budget: publicBudget },
  { route: '/projects', chunk: 'src/app/routes/projects.tsx', budget: signedInBudget },
  {
    route: '/project-template',
    chunk: 'src/app/routes/project-template.tsx',
    budget: signedInBudget,
  },
];

const distDir = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const gzipSizes = new Map();

function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
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
const format = (bytes) => `${(bytes / kB).toFixed(1)} kB`;

console.info(`entry ${manifest[entry].file}: ${format(entryBytes)} gzip JS with its imports`);
const problems = [];
for (const { route, chunk, budget } of budgets) {
  if (!manifest[chunk]) {
    problems.push(`${route}: no chunk for ${chunk} in the build (renamed or not lazy-loaded?)`);
    continue;
  }
  const files = staticFiles(chunk, new Set(entryFiles));
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const verdict = bytes <= budget ? 'ok' : 'OVER BUDGET';
  console.info(`${route.padEnd(28)} ${format(bytes).padStart(9)} of ${format(budget)}  ${verdict}`);
  if (bytes > budget) problems.push(`${route}: ${format(bytes)} gzip JS, budget ${format(budget)}`);
}
if (problems.length > 0) {
  console.error(`Web budgets failed:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
