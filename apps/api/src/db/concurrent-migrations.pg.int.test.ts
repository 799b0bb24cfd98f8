import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

/*
 * Several instances of the portal started at once on a new database (README, "Deploying"):
 * each applies the migrations at start, and every one of them must come up.
 */

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `corner_test_migrate_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations at start', () => {
  const instances: Database[] = [];

  beforeAll(() => onServer(`create database ${name}`));
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('brings up four instances started together on a new database, migrated once', async () => {
    for (let index = 0; index < 4; index += 1) {
      instances.push(await openDatabase({ driver: 'postgres', url: databaseUrl() }));
    }
    const started = await Promise.allSettled(instances.map((instance) => instance.migrate()));
    expect(started.map((start) => start.status)).toEqual(Array(4).fill('fulfilled'));

    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const applied = await client.query('select hash from drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((row: { hash: string }) => row.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.length).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
  });
});
