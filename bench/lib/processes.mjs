// Child processes of the bench: the portal and the bare route, started with `node` so the PID
// kept is the server's own, stopped by that PID (TOOLCHAIN.md).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('../../', import.meta.url).pathname;

/** Resolves with the milliseconds it took until `url` answers 200, or throws after `limitMs`. */
export async function waitForOk(url, started, limitMs = 120_000) {
  while (performance.now() - started < limitMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

/** Starts the built portal; answers the process and how long it took to answer /readyz. */
export async function startPortal({
  port,
  dataDir,
  databaseUrl,
  logLevel = 'info',
  env: settings = {},
}) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // As in production: one JSON line per request (decision 45), written asynchronously to
    // /dev/null; local mode's readable lines (decision 51) cost more than the read itself.
    LOG_LEVEL: logLevel,
    LOG_FORMAT: 'json',
    NODE_ENV: 'development',
    // The bench's settings alone: a developer's .env must not change what is measured.
    ENV_FILE: 'none',
    ...settings,
  };
  delete env.SESSION_SECRET; // sessions are written by the bench: plain SHA-256 token hashes
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = waitForOk(`http://127.0.0.1:${port}/api/v1/readyz`, started, 180_000);
  const startMs = await Promise.race([
    ready,
    exited.then((code) => {
      throw new Error(`the portal exited with ${code} before answering`);
    }),
  ]);
  return { child, startMs, stop: () => stopChild(child, exited) };
}

/** Starts bare-server.mjs: the bare route and the same-bytes route. */
export async function startYardsticks(port) {
  const child = spawn(process.execPath, ['bench/lib/bare-server.mjs', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    bareUrl: `http://127.0.0.1:${port}/bare`,
    sameBytesUrl: `http://127.0.0.1:${port}/same-bytes`,
    /** What GET /same-bytes sends from now on: a captured answer's body and headers. */
    setSameBytes: ({ body, headers }) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send({ body: body.toString('base64'), headers });
      }),
    pid: child.pid,
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child, exited) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timeout = sleep(15_000).then(() => 'timeout');
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}
