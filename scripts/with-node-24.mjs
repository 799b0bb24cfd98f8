// Runs a command on Node 24 LTS, the portal's runtime (engines, .nvmrc): on the machine's own
// Node when it is 24 or newer, else on the npm registry's `node` package (it ships the binary),
// installed once into .tools/ (about 190 MB, 5-10 s), as the test scripts install Chromium.
// Usage: node scripts/with-node-24.mjs <command> [args...]
// Written for any Node from 18 on, since it is what runs before Node 24 is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const requiredMajor = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const toolsBin = join(tools, 'node_modules', '.bin');

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function installedNodeIsCurrent() {
  const binary = join(toolsBin, 'node');
  if (!existsSync(binary)) return false;
  const answer = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return answer.status === 0 && majorOf(answer.stdout.trim()) >= requiredMajor;
}

function installNode() {
  console.info(
    `Node ${process.versions.node} is older than ${requiredMajor}: installing Node ${requiredMajor} into .tools/…`,
  );
  const install = spawnSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (install.status !== 0 || !installedNodeIsCurrent()) {
    console.error(`Could not install Node ${requiredMajor} from the npm registry into .tools/.`);
    process.exit(1);
  }
}

/** The environment to run the command in: PATH starting with a Node 24 when needed. */
function environment() {
  if (majorOf(process.versions.node) >= requiredMajor) return process.env;
  if (!installedNodeIsCurrent()) installNode();
  return { ...process.env, PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}` };
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-node-24.mjs <command> [args...]');
  process.exit(2);
}
const run = spawnSync(command, args, { stdio: 'inherit', env: environment() });
if (run.error) throw run.error;
process.exit(run.status ?? 1);
