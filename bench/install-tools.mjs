// Installs the bench's own tools (autocannon, Lighthouse: bench/package.json) into
// bench/node_modules when they are missing, so `npm install` of the portal never fetches them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bench = new URL('./', import.meta.url).pathname;
const tools = ['autocannon', 'lighthouse'];
const installed = (tool) => existsSync(`${bench}node_modules/${tool}/package.json`);

if (!tools.every(installed)) {
  console.info('Installing the bench tools (autocannon, Lighthouse) into bench/node_modules…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', bench], { stdio: 'inherit' });
}
