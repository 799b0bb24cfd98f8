import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givePooledClientsBackOnFailure } from './pooled-transactions.js';

/*
 * Pooled transactions on a real PostgreSQL (PostgreSQL leg only): a transaction whose BEGIN
 * fails gives its connection back, so the pool neither shrinks nor hangs when it is closed.
 */

const serverUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A pool whose connections are cut by the server right after being lent, before BEGIN. */
class PoolLosingItsConnections extends pg.Pool {
  override async connect(): Promise<pg.PoolClient> {
    const client = await super.connect();
    await client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
    return client;
  }
}

const pools: pg.Pool[] = [];
function track<P extends pg.Pool>(pool: P): P {
  pools.push(pool);
  return pool;
}

beforeAll(() => givePooledClientsBackOnFailure());
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe('a pooled transaction', () => {
  it('gives its connection back when BEGIN fails, so the pool can still close', async () => {
    const pool = track(new PoolLosingItsConnections({ connectionString: serverUrl(), max: 1 }));
    // As in openPostgres: a cut connection is expected here, not a crash.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle({ client: pool });
    let ran = false;

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(
        db.transaction(async () => {
          ran = true;
        }),
      ).rejects.toThrow();
    }

    expect(ran).toBe(false);
    expect(pool.totalCount).toBe(0);
  });

  it('commits, rolls back on an error, and applies its isolation level', async () => {
    const pool = track(new pg.Pool({ connectionString: serverUrl(), max: 1 }));
    const db = drizzle({ client: pool });
    await db.execute(sql`create temporary table if not exists notes (text text)`);

    // max: 1, so every statement here runs on the one connection that holds the temporary table.
    await db.transaction((tx) => tx.execute(sql`insert into notes values ('kept')`));
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('undone')`);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    const isolation = await db.transaction(
      (tx) =>
        tx.execute<{ level: string }>(
          sql`select current_setting('transaction_isolation') as level`,
        ),
      { isolationLevel: 'serializable' },
    );

    const notes = await db.execute<{ text: string }>(sql`select text from notes`);
    expect(notes.rows.map((row) => row.text)).toEqual(['kept']);
    expect(isolation.rows[0]?.level).toBe('serializable');
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });
});
