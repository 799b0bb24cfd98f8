// Makes sure what the tests need is there, so `npm test` works on a fresh machine: Debian's
// Chromium, PostgreSQL and Redis, installed with apt when missing (as root), and the local
// PostgreSQL and Redis servers started when they are down (see TOOLCHAIN.md).
// Each `ensure` step throws ServiceMissing when the service cannot be had (not installed and
// this user cannot install it); the callers decide whether that fails the run (always on CI).
// Usage: node scripts/test-services.mjs chromium|postgres|redis ...
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export class ServiceMissing extends Error {}

const run = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const has = (command) => run('sh', ['-c', `command -v ${command}`]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRoot = () => process.getuid?.() === 0;

async function waitFor(check, what) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (check()) return;
    await sleep(1000);
  }
  throw new Error(`${what} did not come up within 30 s`);
}

/** Installs Debian packages, or throws ServiceMissing saying how when this user cannot. */
function aptInstall(what, packages) {
  if (!isRoot()) {
    throw new ServiceMissing(
      `${what} is not installed here: run \`sudo apt-get install -y ${packages.join(' ')}\` once.`,
    );
  }
  console.info(`Installing Debian's ${packages.join(', ')} for the tests (about a minute)…`);
  const quiet = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], quiet);
}

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

async function ensureChromium() {
  if (!chromiumPath()) aptInstall('Chromium', ['chromium']);
}

const postgresUp = () => run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
const postgresVersion = () => readdirSync('/etc/postgresql')[0];

/**
 * A PostgreSQL that apt has just installed asks the postgres user for a password on
 * 127.0.0.1; the tests connect as postgres without one, as on CI (trust on loopback).
 */
function trustLoopback(version) {
  const file = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const rule = 'host all postgres 127.0.0.1/32 trust';
  if (readFileSync(file, 'utf8').includes(rule)) return;
  writeFileSync(
    file,
    `# Corner's tests (scripts/test-services.mjs)\n${rule}\n${readFileSync(file, 'utf8')}`,
  );
}

async function ensurePostgres() {
  if (postgresUp()) return;
  if (!existsSync('/etc/postgresql') || readdirSync('/etc/postgresql').length === 0) {
    aptInstall('PostgreSQL', ['postgresql']);
    trustLoopback(postgresVersion());
  }
  const version = postgresVersion();
  console.info(`Starting PostgreSQL ${version}…`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  await waitFor(postgresUp, 'PostgreSQL');
}

const redisUp = () => run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);

async function ensureRedis() {
  if (redisUp()) return;
  if (!has('redis-server')) aptInstall('Redis', ['redis-server']);
  console.info('Starting Redis…');
  // prettier-ignore
  execFileSync('redis-server', [
    '--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no',
  ]);
  await waitFor(redisUp, 'Redis');
}

export const ensure = { chromium: ensureChromium, postgres: ensurePostgres, redis: ensureRedis };

/**
 * Records a part of the test run that did not run here (scripts/test-all.mjs lists them at the
 * end); on CI nothing may be left out, so it fails the run instead.
 */
export function legNotRun(description) {
  if (process.env.CI === 'true') {
    console.error(`CI must run every suite: ${description}`);
    process.exit(1);
  }
  console.warn(`\n!!! NOT RUN: ${description}\n`);
  const report = process.env.CORNER_LEGS_NOT_RUN;
  if (report) appendFileSync(report, `${description}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of process.argv.slice(2)) {
    const step = ensure[name];
    if (!step) throw new Error(`Unknown service ${name}`);
    await step();
  }
}
