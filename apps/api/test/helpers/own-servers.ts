import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/*
 * Servers a fault test owns: a PostgreSQL cluster and a Redis server of its own, on free
 * ports, that it may stop, kill and start again. The shared servers (5432, 6379) that other
 * tests use are never touched.
 */

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian's PostgreSQL programs (the newest installed version), or POSTGRES_BIN. */
function findPostgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(root, versions[0] ?? '15', 'bin');
}

export const postgresBin = findPostgresBin();

/** PostgreSQL refuses to run as root: then its commands run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const pgCommand = (command: string, args: string[]) =>
  asRoot
    ? run('runuser', ['-u', 'postgres', '--', join(postgresBin, command), ...args])
    : run(join(postgresBin, command), args);

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  start(): Promise<void>;
  /** `fast` ends every connection and rolls back what is in flight; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

/** A new PostgreSQL cluster in a temporary folder, started on a free port. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'corner-own-pg-'));
  const dataDir = join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(dir, 0o700);
  await pgCommand('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const log = join(dir, 'server.log');
  let running = false;
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', log, '-w', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await own.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}

export interface OwnRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** SIGKILL: Redis is gone at once, every connection drops. */
  kill(): Promise<void>;
}

/** A redis-server of its own on a free port (no persistence), started and killed at will. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = started;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const ping = await run('redis-cli', ['-p', String(port), 'ping']).catch(() => null);
        if (ping?.stdout.trim() === 'PONG') return;
        if (started.exitCode !== null) break;
        await sleep(100);
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}
