import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { addVersion, seedDomain, viewers } from '../helpers/domain-fixtures.js';
import { startOwnPostgres, type OwnPostgres } from '../helpers/own-servers.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import type { TestApp } from '../helpers/app.js';

/*
 * PostgreSQL stopped and started under load (PostgreSQL leg only: vitest.config.ts runs
 * *.pg.int.test.ts files only with TEST_DB_DRIVER=postgres). The portal runs on a PostgreSQL
 * cluster of this test's own, on its own port, through the real DATABASE_URL code path. Four
 * workers create batches, save their parameters and read, without pause, while the server is
 * stopped twice (a clean fast shutdown, then a crash) and started again. While it is down every
 * call answers a clean 503 with a message; the portal recovers by itself; afterwards every
 * acknowledged write is in the database and no batch is half-written.
 */

const workers = 4;
const versionsPerProject = 3;

interface Ack {
  batchId: string;
  name: string;
  /** The measurements value (unique per save) and revision of the last acknowledged save. */
  measurements?: number;
  revision?: number;
}

type Phase = 'up' | 'down' | 'recovering';

let server: OwnPostgres;
let subject: TestApp;
let dataDir: string;
let cookie: string;
let projectUrl: string;
let phase: Phase = 'up';
let running = true;
let saveCounter = 0;
let acknowledgedSaves = 0;
const acks = new Map<string, Ack>();
/** Every measurements value a save was attempted with, per batch (acknowledged or not). */
const attempted = new Map<string, Set<number>>();
const statuses = { up: new Map<number, number>(), down: new Map<number, number>() };
const unexpected: string[] = [];
let successesSinceRestart = 0;

beforeAll(async () => {
  server = await startOwnPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'corner-pg-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    DATABASE_URL: server.url,
  });
  const lines: string[] = [];
  const app = buildApp(config, { logStream: { write: (line) => lines.push(line) } });
  await app.ready();
  subject = {
    app,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () => app.close(),
  };
  const seeded = await seedDomain(subject);
  for (let index = 2; index <= versionsPerProject; index += 1) {
    await addVersion(subject, seeded.projectA.id, `Version A${index}`, 2);
  }
  cookie = await signInAs(subject, viewers.designer);
  projectUrl = `/api/v1/project/${seeded.projectA.id}`;
}, 120_000);

afterAll(async () => {
  running = false;
  await subject?.close();
  await server?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await subject.app.inject({
    method,
    url,
    headers: { cookie, origin: testOrigin },
    payload: payload as never,
  });
  const bucket = phase === 'up' ? statuses.up : statuses.down;
  bucket.set(response.statusCode, (bucket.get(response.statusCode) ?? 0) + 1);
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (ok && phase !== 'down') successesSinceRestart += 1;
  if (response.statusCode === 503) {
    const body = response.json<{ code?: string; error?: string }>();
    if (body.code !== 'SERVICE_UNAVAILABLE' || !/database is unavailable/i.test(body.error ?? '')) {
      unexpected.push(`${method} ${url}: 503 ${response.body}`);
    }
    if (response.headers['retry-after'] !== '5') unexpected.push(`${url}: 503 without Retry-After`);
  } else if (!ok && response.statusCode !== 409) {
    unexpected.push(`${method} ${url} (${phase}): ${response.statusCode} ${response.body}`);
  } else if (response.statusCode === 409 && phase === 'up') {
    unexpected.push(`${method} ${url}: 409 while the database was up all along`);
  }
  return response;
}

const euParams = (measurements: number) => ({
  country: 'eu',
  size: 'medium',
  distance: 'far',
  currency: 'eur',
  dollarRate: '0.9',
  assembled: true,
  measurements,
  installation: 10,
});

/** One worker: create a batch, save its parameters a few times, read, again and again. */
async function worker(id: number) {
  let round = 0;
  while (running) {
    round += 1;
    const name = `w${id}-r${round}`;
    const created = await call('POST', `${projectUrl}/create-new-batch`, { name });
    if (created.statusCode === 201) {
      const batchId = created.json<{ id: string }>().id;
      acks.set(batchId, { batchId, name });
      let known: { paramsId?: string; revision?: number } = {};
      for (let save = 0; save < 3 && running; save += 1) {
        saveCounter += 1;
        const measurements = saveCounter;
        const tried = attempted.get(batchId) ?? new Set<number>();
        tried.add(measurements);
        attempted.set(batchId, tried);
        const saved = await call('POST', `${projectUrl}/batches/${batchId}/update-parameters`, {
          ...euParams(measurements),
          ...(known.paramsId ? { estimateParamsId: known.paramsId, revision: known.revision } : {}),
        });
        if (saved.statusCode === 200) {
          const params = saved.json<{ estimateParams: { id: string; revision: number } }>()
            .estimateParams;
          known = { paramsId: params.id, revision: params.revision };
          acknowledgedSaves += 1;
          acks.set(batchId, { batchId, name, measurements, revision: params.revision });
        } else {
          // Unknown whether an unanswered save committed: learn the batch's state again.
          const batch = await call('GET', `${projectUrl}/batches/${batchId}`);
          if (batch.statusCode !== 200) break;
          const params = batch.json<{ estimateParams: { id: string; revision: number } | null }>()
            .estimateParams;
          known = params ? { paramsId: params.id, revision: params.revision } : {};
        }
      }
    }
    await call('GET', `${projectUrl}/batches`);
    await call('GET', `${projectUrl}/design-versions`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForSuccesses(count: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (successesSinceRestart < count) {
    if (Date.now() > until) throw new Error('the portal did not recover by itself');
    await sleep(100);
  }
}

/** Stops the server under load, keeps it down a while, starts it, waits for recovery. */
async function outage(mode: 'fast' | 'immediate') {
  await sleep(1_500);
  phase = 'down';
  await server.stop(mode);
  const downSince = statuses.down.get(503) ?? 0;
  await sleep(2_500);
  const refusedWhileDown = (statuses.down.get(503) ?? 0) - downSince;
  phase = 'recovering';
  successesSinceRestart = 0;
  await server.start();
  await waitForSuccesses(20, 20_000);
  phase = 'up';
  return refusedWhileDown;
}

interface WriteCheck {
  batches: number;
  saves: number;
  stored: number;
  lost: string[];
  halfWritten: string[];
}

/**
 * Reads the database directly: every batch acknowledged so far is there with its name, every
 * batch's last acknowledged parameters (or a later save that committed unanswered) are there,
 * and every stored batch holds all of its project's versions. Safe while the load runs on: an
 * acknowledged write is committed, and later saves only raise a batch's revision and value.
 */
async function checkWrites(): Promise<WriteCheck> {
  const acknowledged = [...acks.values()].map((ack) => ({ ...ack }));
  const saves = acknowledgedSaves;
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      name: string;
      versions: number;
      measurements: string | null;
      revision: number | null;
    }>(
      `select b.id, b.name, p.measurements, p.revision,
         (select count(*)::int from batch_design_versions v where v.batch_id = b.id) as versions
       from batches b left join estimate_params p on p.id = b.estimate_params_id`,
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    const lost: string[] = [];
    for (const ack of acknowledged) {
      const row = stored.get(ack.batchId);
      if (!row || row.name !== ack.name) {
        lost.push(`batch ${ack.name}`);
        continue;
      }
      if (ack.measurements === undefined) continue;
      const value = Number(row.measurements);
      const tried = attempted.get(ack.batchId) ?? new Set<number>();
      // The last acknowledged save, or a later one that committed but was not answered.
      if (!(value >= ack.measurements && tried.has(value))) lost.push(`params of ${ack.name}`);
      if ((row.revision ?? -1) < ack.revision!) lost.push(`revision of ${ack.name}`);
    }
    const halfWritten = rows
      .filter((row) => row.versions !== versionsPerProject)
      .map((row) => `${row.name}: ${row.versions} versions`);
    return { batches: acknowledged.length, saves, stored: rows.length, lost, halfWritten };
  } finally {
    await client.end();
  }
}

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 while down, recovers by itself, and loses no acknowledged write', async () => {
    const load = Array.from({ length: workers }, (_, id) => worker(id));
    const refused: number[] = [];
    const checks: WriteCheck[] = [];
    for (const mode of ['fast', 'immediate'] as const) {
      refused.push(await outage(mode));
      // After each fault, with the load still running.
      checks.push(await checkWrites());
    }
    await sleep(1_500);
    running = false;
    await Promise.all(load);
    checks.push(await checkWrites());
    // With the load stopped, no request holds a connection: none was lost to a failed BEGIN.
    const { $client: pool } = subject.app.database.db as unknown as { $client: pg.Pool };
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // While down: clean 503s with a message (checked per answer), nothing else.
    expect(unexpected).toEqual([]);
    for (const count of refused) expect(count).toBeGreaterThan(0);
    expect(statuses.up.get(500) ?? 0).toBe(0);
    expect(statuses.down.get(500) ?? 0).toBe(0);

    // Every acknowledged write is there, and no batch is half-written, after each fault.
    for (const check of checks) {
      expect(check.lost).toEqual([]);
      expect(check.halfWritten).toEqual([]);
    }
    const [afterFast, afterCrash, atEnd] = checks as [WriteCheck, WriteCheck, WriteCheck];
    const figures = (check: WriteCheck) =>
      `${check.batches} batches and ${check.saves} parameter saves acknowledged, ` +
      `${check.stored} batches stored`;
    console.info(
      `PostgreSQL outage: 2 faults survived (fast stop, crash); ${refused.join(' + ')} calls ` +
        `answered 503 while down. Writes checked in the database after the fast stop: ` +
        `${figures(afterFast)}; after the crash: ${figures(afterCrash)}; at the end: ` +
        `${figures(atEnd)}; none lost, none half-written. Answers: up ` +
        `${JSON.stringify(Object.fromEntries(statuses.up))}, down or recovering ` +
        `${JSON.stringify(Object.fromEntries(statuses.down))}`,
    );
    const warnings = subject.logs().filter((line) => line.msg === 'database unavailable');
    expect(warnings.length).toBeGreaterThan(0);
  }, 120_000);
});
