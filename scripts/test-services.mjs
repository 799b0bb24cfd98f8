// Makes sure what the tests need is there, so `npm test` works on a fresh machine:
// Debian's Chromium (installed with apt when missing and we are root), and the local
// PostgreSQL and Redis servers (started when they are installed but down; see TOOLCHAIN.md).
// Usage: node scripts/test-services.mjs chromium|postgres|redis ...
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const run = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const has = (command) => run('sh', ['-c', `command -v ${command}`]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check, what) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (check()) return;
    await sleep(1000);
  }
  throw new Error(`${what} did not come up within 30 s`);
}

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

async function ensureChromium() {
  if (chromiumPath()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: run `sudo apt-get install -y chromium` once.');
  }
  console.info("Installing Debian's Chromium for the end-to-end suite (about 30 s)…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const postgresUp = () => run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);

async function ensurePostgres() {
  if (postgresUp()) return;
  if (!existsSync('/etc/postgresql')) throw new Error('PostgreSQL is not installed here.');
  const version = readdirSync('/etc/postgresql')[0];
  console.info(`Starting PostgreSQL ${version}…`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  await waitFor(postgresUp, 'PostgreSQL');
}

const redisUp = () => run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);

async function ensureRedis() {
  if (redisUp()) return;
  if (!has('redis-server')) throw new Error('Redis is not installed here.');
  console.info('Starting Redis…');
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor(redisUp, 'Redis');
}

export const ensure = { chromium: ensureChromium, postgres: ensurePostgres, redis: ensureRedis };

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of process.argv.slice(2)) {
    const step = ensure[name];
    if (!step) throw new Error(`Unknown service ${name}`);
    await step();
  }
}
