import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { migrationsDir } from '../../../lib/paths.js';
import { openTestDatabase, rowsOf } from '../../../../test/helpers/database.js';

/*
 * Migration 0009 numbers the estimates issued before it in the order they were issued, each in
 * its own year, and the sequence goes on from there (decision 34). Run on an empty database
 * migrated up to 0008, then given estimates, then migrated to the end.
 */
let database: Database;
let upTo0008: string;

async function migrateFrom(folder: string) {
  const db = database.db as never;
  if (database.driver === 'pglite') await migratePglite(db, { migrationsFolder: folder });
  else await migrateNodePostgres(db, { migrationsFolder: folder });
}

beforeAll(async () => {
  upTo0008 = await mkdtemp(join(tmpdir(), 'corner-migrations-'));
  await cp(migrationsDir, upTo0008, { recursive: true });
  const journalFile = join(upTo0008, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 8);
  await writeFile(journalFile, JSON.stringify(journal));
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(upTo0008, { recursive: true, force: true });
});

describe('migration 0009: estimate references', () => {
  it('numbers existing estimates in the order they were issued, then keeps counting', async () => {
    await migrateFrom(upTo0008);
    const db = database.db;
    const [project] = await rowsOf<{ id: string }>(
      db,
      sql`insert into projects (name, status) values ('Before 0009', 'estimation') returning id`,
    );
    const [version] = await rowsOf<{ id: string }>(
      db,
      sql`insert into design_versions (project_id, name) values (${project!.id}, 'V') returning id`,
    );
    // Inserted out of order: the numbers follow the issue dates, not the insertion.
    const issued = ['2026-01-05T09:00:00Z', '2025-03-01T09:00:00Z', '2025-12-31T23:30:00Z'];
    for (const createdAt of issued) {
      await db.execute(sql`
        insert into estimates (design_version_id, currency, materials_cost, components_cost,
          countertop_cost, assembly_cost, delivery_cost, measurements_cost, installation_cost,
          total_cost, valid_until, price_list_version, snapshot, created_at)
        values (${version!.id}, 'usd', 1, 1, 0, 0, 0, 0, 0, 2, '2026-12-31', 1, '{}'::jsonb,
          ${createdAt}::timestamptz)`);
    }

    await migrateFrom(migrationsDir);

    const rows = await rowsOf<{ reference: string; created_at: string | Date }>(
      db,
      sql`select reference, created_at from estimates order by created_at`,
    );
    expect(rows.map((row) => row.reference)).toEqual(['E-2025-0001', 'E-2025-0002', 'E-2026-0003']);
    const [next] = await rowsOf<{ reference: string }>(
      db,
      sql`select next_estimate_reference('2027-02-01T00:00:00Z'::timestamptz) as reference`,
    );
    expect(next!.reference).toBe('E-2027-0004');
    // A new estimate takes its number from the column's default as well.
    const [fresh] = await rowsOf<{ reference: string }>(
      db,
      sql`insert into estimates (design_version_id, currency, materials_cost, components_cost,
          countertop_cost, assembly_cost, delivery_cost, measurements_cost, installation_cost,
          total_cost, valid_until, price_list_version, snapshot)
        values (${version!.id}, 'usd', 1, 1, 0, 0, 0, 0, 0, 2, '2026-12-31', 1, '{}'::jsonb)
        returning reference`,
    );
    expect(fresh!.reference).toMatch(/^E-\d{4}-0005$/);
  });
});
