import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.js';
import { givePooledClientsBackOnFailure } from './pooled-transactions.js';
import * as schema from './schema.js';

/** The database as the rest of the code sees it: the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the generated SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the connection(s); calling it again does nothing. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pglite'; inMemory: true };

export interface DatabaseOptions {
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (query: string) => void;
}

function queryLogger(options: DatabaseOptions): Logger | undefined {
  const { onQuery } = options;
  return onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
}

function onceOnly(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  givePooledClientsBackOnFailure();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer fails the request (503) instead of holding it forever;
    // idle connections are let go, so a restarted server is met with fresh ones.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client whose server connection ends (a restart, a dropped database) emits
  // 'error'; unhandled it would crash the process. The pool discards that client and the next
  // query opens a new connection, so there is nothing else to do.
  pool.on('error', () => {});
  // The same for a client that is checked out (inside a transaction, between two queries):
  // the pool listens only to idle clients. The transaction's next query fails instead (503),
  // and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePostgres({ client: pool, schema, logger: queryLogger(options) });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateOneInstanceAtATime(pool),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: onceOnly(() => pool.end()),
  };
}

/** The advisory lock the instances of one portal take to migrate its database: any fixed key. */
const migrationLock = 7_384_001;

/**
 * Several instances started together on one database would each apply the same migrations
 * (drizzle's migrator takes no lock) and all but one would fail to start: one migrates while
 * the others wait, then find nothing left to do.
 */
async function migrateOneInstanceAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    await migrateNodePostgres(drizzleNodePostgres({ client, schema }), {
      migrationsFolder: migrationsDir,
    });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
    client.release();
  }
}

async function openPglite(dataDir: string | undefined, options: DatabaseOptions) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, logger: queryLogger(options) });
  const database: Database = {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: onceOnly(() => client.close()),
  };
  return database;
}

/** Opens PostgreSQL through a node-postgres pool, or an embedded PGlite database. */
export function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (target.driver === 'postgres') return openPostgres(target.url, options);
  return openPglite('dataDir' in target ? target.dataDir : undefined, options);
}
