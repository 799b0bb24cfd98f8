import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { openTestDatabase } from './database.js';

/*
 * The real app on a database and data folder of its own, driven with app.inject(). Log lines
 * are kept so tests can check what was logged.
 */

export interface TestAppOptions {
  /** Load the demo company (users, catalog, kitchens, drawn pictures). Off by default. */
  demoData?: boolean;
  /** Extra environment, e.g. { NODE_ENV: 'production', ... }. */
  env?: Record<string, string>;
  /** Serve a built web app from this folder (by default none: the API alone). */
  webDistDir?: string;
  /** Registers extra routes before the app is ready (e.g. one that fails on purpose). */
  extraRoutes?: (app: App) => void;
  /** Called with every SQL statement, to count queries. */
  onQuery?: (query: string) => void;
  /**
   * Another test app whose database this one uses too (a second API instance); that app
   * closes it. `onQuery` then has no effect: the queries are the other app's.
   */
  shareDatabaseOf?: TestApp;
}

export interface TestApp {
  app: App;
  /** Every JSON log line written so far. */
  logs: () => Record<string, unknown>[];
  close: () => Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DEMO_DATA: options.demoData ? 'true' : 'false',
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const lines: string[] = [];
  const shared = options.shareDatabaseOf?.app.database;
  const database = shared
    ? { ...shared, close: async () => {} }
    : await openTestDatabase({ onQuery: options.onQuery });
  const app = buildApp(config, { database, logStream: { write: (line) => lines.push(line) } });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
