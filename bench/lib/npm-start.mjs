// `npm start` as a user types it, on an existing data folder: seconds until the portal answers.
// npm runs the server as a grandchild, so it gets a process group of its own, stopped whole.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForOk } from './processes.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** Signals the process group npm started, if any of it is still running. */
function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function timeNpmStart({ port, dataDir }) {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const ms = await waitForOk(`http://127.0.0.1:${port}/api/v1/readyz`, started, 120_000);
    console.info(`  npm start answering after ${(ms / 1000).toFixed(1)} s`);
    return { ms: Math.round(ms) };
  } catch (error) {
    console.info(`  npm start: ${error.message}`);
    return { ms: null, error: error.message };
  } finally {
    stopGroup(child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    stopGroup(child.pid, 'SIGKILL');
  }
}
