// Installs the bench's own tools (autocannon, Lighthouse: bench/package.json) into
// bench/node_modules when they are missing or not the versions bench/package.json names, so
// `npm install` of the portal never fetches them. bench/run.mjs imports it first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const bench = new URL('./', import.meta.url).pathname;
const wanted = JSON.parse(readFileSync(`${bench}package.json`, 'utf8')).dependencies;

function installed(tool) {
  const manifest = `${bench}node_modules/${tool}/package.json`;
  return (
    existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === wanted[tool]
  );
}

if (!Object.keys(wanted).every(installed)) {
  console.info('Installing the bench tools (autocannon, Lighthouse) into bench/node_modules…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', bench], { stdio: 'inherit' });
}
