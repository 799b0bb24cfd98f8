import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm/relations';
import pg from 'pg';

/*
 * drizzle-orm 0.45.4's node-postgres transaction() takes a client from the pool and runs BEGIN
 * before the try/finally that gives the client back. When BEGIN fails, which is what happens
 * when PostgreSQL stops between the checkout and the BEGIN, the client is never given back: the
 * pool loses a connection for good with every such failure, until it has none left to give and
 * every request waits, and closing the pool waits forever. Upstream: drizzle-team/drizzle-orm
 * issues 6023, 6114 and 6241 (open, no release fixes it). This replaces that one method with the
 * same steps, BEGIN inside the try. A client whose BEGIN or ROLLBACK failed is given back with
 * the error, so the pool closes it instead of lending it again. Remove it once drizzle-orm
 * ships the fix (the test in pooled-transactions.pg.int.test.ts says whether it still leaks).
 */

type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;
type Transaction = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
type SessionSchema = ConstructorParameters<typeof NodePgSession>[2];

/** What transaction() reads of its session: fields its type declares private or protected. */
interface SessionFields {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: PgDialect;
  schema: SessionSchema;
  options: ConstructorParameters<typeof NodePgSession>[3];
}

// Kept unbound on purpose: pooledTransaction calls it with the session as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const unpooledTransaction = NodePgSession.prototype.transaction;

async function pooledTransaction<T>(
  this: Session,
  run: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const { client, dialect, schema, options } = this as unknown as SessionFields;
  if (!(client instanceof pg.Pool)) {
    return unpooledTransaction.call(this, run, config) as Promise<T>;
  }

  const pooled = await client.connect();
  const session = new NodePgSession(pooled, dialect, schema, options);
  const tx = new NodePgTransaction(dialect, session, schema);
  let began = false;
  let brokenConnection: Error | undefined;
  try {
    await tx.execute(sql`begin`);
    began = true;
    if (config) await tx.setTransaction(config);
    const result = await run(tx);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    brokenConnection = began ? await rollback(tx) : toError(error);
    throw error;
  } finally {
    pooled.release(brokenConnection);
  }
}

/** Rolls back; answers the error when even that failed (the connection is then unusable). */
async function rollback(tx: Transaction): Promise<Error | undefined> {
  try {
    await tx.execute(sql`rollback`);
    return undefined;
  } catch (error) {
    return toError(error);
  }
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

let installed = false;

/** Makes every pooled drizzle transaction give its client back, whatever fails. Idempotent. */
export function givePooledClientsBackOnFailure(): void {
  if (installed) return;
  NodePgSession.prototype.transaction = pooledTransaction;
  installed = true;
}
