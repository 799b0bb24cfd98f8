import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import { users } from '../db/schema.js';
import { DemoResetRefused, resetDemoData } from './reset-demo.js';

/*
 * Issue 26 point 5: `npm run demo:reset` empties the data folder and loads the demo again.
 * On an embedded database in a folder of its own, whichever database the suite runs on.
 */

/** The apps' log lines are not this test's subject. */
const quiet = { logStream: { write: () => {} } };
let dataDir: string;
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'corner-demo-reset-'));
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false' });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function demoUserEmails() {
  const app = buildApp(config, quiet);
  await app.ready();
  try {
    const rows = await app.database.db.select({ email: users.email }).from(users);
    return rows.map((row) => row.email).sort();
  } finally {
    await app.close();
  }
}

describe('resetDemoData', () => {
  it('brings back the demo company after its data was changed, and drops stray uploads', async () => {
    await resetDemoData(config, quiet);
    const demo = await demoUserEmails();
    expect(demo).toContain('customer@corner.example');

    const app = buildApp(config, quiet);
    await app.ready();
    await app.database.db.delete(users);
    await app.close();
    await writeFile(join(dataDir, 'uploads', 'stray.webp'), 'not a demo picture');
    expect(await demoUserEmails()).toEqual([]);

    await resetDemoData(config, quiet);
    expect(await demoUserEmails()).toEqual(demo);
    expect(await readdir(join(dataDir, 'uploads'))).not.toContain('stray.webp');
  }, 240_000);

  it('refuses, and empties nothing, when the data is not in DATA_DIR', async () => {
    const marker = join(dataDir, 'db', 'PG_VERSION');
    expect(existsSync(marker)).toBe(true);
    const onServer = { ...config, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(resetDemoData(onServer, quiet)).rejects.toThrow(DemoResetRefused);
    await expect(resetDemoData(onServer, quiet)).rejects.toThrow(/DATABASE_URL is set/);
    expect(existsSync(marker)).toBe(true);
  });
});
