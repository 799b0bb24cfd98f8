import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import type { Clock } from '../../src/lib/clock.js';
import { openTestDatabase } from './database.js';
import { startTestObjectStore, type TestObjectStore } from './object-store.js';

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
  /**
   * Where uploaded files go: the data folder ('local'), an object store of the app's own
   * ('s3', started and removed with it), or an object store several apps share. By default
   * TEST_FILE_STORE, else 'local'.
   */
  fileStore?: FileStoreChoice | TestObjectStore;
  /** The app's clock; tests move a TestClock instead of waiting (decision 37). */
  clock?: Clock;
}

export type FileStoreChoice = 'local' | 's3';

/** The store chosen for a whole run (TEST_FILE_STORE=s3 runs every test on object storage). */
export const defaultFileStore: FileStoreChoice =
  process.env.TEST_FILE_STORE === 's3' ? 's3' : 'local';

export interface TestApp {
  app: App;
  /** Every JSON log line written so far. */
  logs: () => Record<string, unknown>[];
  close: () => Promise<void>;
}

/** What buildTestApp answers: a TestApp and where its files are. */
export interface TestAppWithFiles extends TestApp {
  /** The app's data folder (database files, uploads on the local store). */
  dataDir: string;
  /** Which kind of store holds the uploaded files. */
  fileStore: FileStoreChoice;
  /** The names of every stored file (the uploads folder, or the bucket's keys), sorted. */
  storedFiles: () => Promise<string[]>;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestAppWithFiles> {
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-api-test-'));
  const choice = options.fileStore ?? defaultFileStore;
  const ownStore = choice === 's3' ? await startTestObjectStore() : undefined;
  const objectStore = typeof choice === 'object' ? choice : ownStore;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DEMO_DATA: options.demoData ? 'true' : 'false',
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web-build'),
    ...objectStore?.env,
    ...options.env,
  });
  const lines: string[] = [];
  const shared = options.shareDatabaseOf?.app.database;
  const database = shared
    ? { ...shared, close: async () => {} }
    : await openTestDatabase({ onQuery: options.onQuery });
  const app = buildApp(config, {
    database,
    logStream: { write: (line) => lines.push(line) },
    clock: options.clock,
  });
  options.extraRoutes?.(app);
  try {
    await app.ready();
  } catch (error) {
    // A start that fails (a test of wrong settings) leaves nothing running behind it.
    await app.close().catch(() => undefined);
    await ownStore?.destroy();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    dataDir,
    fileStore: objectStore ? 's3' : 'local',
    storedFiles: () => (objectStore ? objectStore.keys() : filesIn(join(dataDir, 'uploads'))),
    close: async () => {
      await app.close();
      await ownStore?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
