import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../helpers/database.js';

/*
 * One hash of every row of the company's data, to prove that a refused call changed nothing.
 * Bookkeeping tables that any call may touch by design (sessions seen, sign-in links, mail
 * outbox, view events) are left out.
 */

const bookkeeping = new Set([
  'sessions',
  'sign_in_tokens',
  'mail_outbox',
  'view_events',
  'view_event_days',
]);

async function dataTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`,
  );
  return rows.map((row) => row.table_name).filter((name) => !bookkeeping.has(name));
}

/** A function answering the current fingerprint of the data tables. */
export async function databaseFingerprint(db: Db): Promise<() => Promise<string>> {
  const tables = await dataTables(db);
  const parts = tables.map(
    (table) =>
      `select '${table}:' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as part from "${table}" t`,
  );
  const query = sql.raw(
    `select md5(string_agg(part, '|' order by part)) as hash from (${parts.join(' union all ')}) parts`,
  );
  return async () => {
    const [row] = await rowsOf<{ hash: string }>(db, query);
    return row!.hash;
  };
}
