import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions, type Db } from '../../src/db/client.js';

/*
 * A database of its own for each test app: an in-memory PGlite, or (TEST_DB_DRIVER=postgres)
 * a new database on the TEST_DATABASE_URL server, dropped again when the app closes.
 * scripts/test-integration.mjs runs the suite once per driver.
 */

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver !== 'pglite' && driver !== 'postgres') {
    throw new Error(`TEST_DB_DRIVER must be pglite or postgres, not ${driver}`);
  }
  return driver;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(options: DatabaseOptions): Promise<Database> {
  const server = serverUrl();
  const name = `corner_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  const database = await openDatabase(
    { driver: 'postgres', url: withDatabaseName(server, name) },
    options,
  );
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Opens an empty database for one test app; closing it removes it. */
export function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (testDriver() === 'postgres') return openPostgresTestDatabase(options);
  return openDatabase({ driver: 'pglite', inMemory: true }, options);
}

/** A raw query's rows: both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
