// `node bench/pipeline.mjs` (after `npm run build`): the pipeline's reads (issue 39) at scale on
// PostgreSQL. Makes a database of its own on BENCH_DATABASE_URL's server (dropped after), applies
// the migrations, loads bench/pipeline-scale.sql (10,000 projects, 1,000,000 view events,
// 2,000,000 audit rows; about 3 minutes on 2 cores), then times the funnel of the last 365 days,
// of the last 120 days and of one designer, the waiting lists, and the audit trail's pages (first,
// by kind, by actor, a month, a project's history, the last change of a thing), ROUNDS (30) times
// each; checks the funnel's plan reads neither view events nor audit rows and prints each audit
// read's plan (an index each, never a sequential scan).
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../apps/api/dist/db/client.js';
import {
  pipelineFunnel,
  pipelineWaiting,
} from '../apps/api/dist/features/pipeline/pipeline-repository.js';
import { auditPage, lastChange } from '../apps/api/dist/features/audit/audit-repository.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.ROUNDS ?? 30);
const name = `corner_pipeline_${process.pid}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const database = await openDatabase({ driver: 'postgres', url: url.toString() });
try {
  await database.migrate();
  const seed = await readFile(new URL('pipeline-scale.sql', import.meta.url), 'utf8');
  const started = Date.now();
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  await loader.query(`begin; ${seed}; commit; analyze;`);
  await loader.end();
  console.info(`loaded in ${Math.round((Date.now() - started) / 1000)} s`);

  const today = new Date().toISOString().slice(0, 10);
  const daysBack = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const designer = { designerId: '00000000-0000-4000-8000-000000000001' };
  const cases = [
    [
      'funnel, last 365 days',
      () => pipelineFunnel(database.db, { from: daysBack(364), to: today }, null),
    ],
    [
      'funnel, last 120 days',
      () => pipelineFunnel(database.db, { from: daysBack(119), to: today }, null),
    ],
    [
      'funnel, a designer, 365 days',
      () => pipelineFunnel(database.db, { from: daysBack(364), to: today }, designer),
    ],
    ['waiting lists', () => pipelineWaiting(database.db, null, new Date())],
    // The audit page's first page (50 rows), as admins open it and with each filter.
    ['audit, first page', () => auditPage(database.db, { limit: 50 })],
    ['audit, rare kind', () => auditPage(database.db, { kind: 'price-list', limit: 50 })],
    [
      'audit, one actor',
      () => auditPage(database.db, { actor: 'designer3@scale.test', limit: 50 }),
    ],
    [
      'audit, a month',
      () => auditPage(database.db, { from: daysBack(200), to: daysBack(170), limit: 50 }),
    ],
    [
      'project history',
      () =>
        auditPage(database.db, {
          projectId: '20000000-0000-4000-8000-000000000abc',
          limit: 50,
        }),
    ],
    ['last change of a thing', () => lastChange(database.db, 'batch', '12345')],
  ];
  for (const [label, run] of cases) {
    const times = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (share) =>
      times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1);
    console.info(
      `${label.padEnd(30)} p50 ${at(0.5)} ms  p90 ${at(0.9)} ms  min ${times[0].toFixed(1)} ms`,
    );
  }
  // The audit reads' plans: an index each, never a sequential scan of the two million rows.
  const explainer = new pg.Client({ connectionString: url.toString() });
  await explainer.connect();
  const auditReads = {
    'first page': 'select * from audit_events order by id desc limit 51',
    'rare kind': `select * from audit_events where entity_kind = 'price-list' order by id desc limit 51`,
    'one actor': `select * from audit_events where actor_email = 'designer3@scale.test' order by id desc limit 51`,
    'a month': `select * from audit_events where occurred_at >= '${daysBack(200)}' and occurred_at < '${daysBack(169)}' order by occurred_at desc, id desc limit 51`,
    'project history': `select * from audit_events where project_id = '20000000-0000-4000-8000-000000000abc' order by id desc limit 51`,
    'last change': `select actor_email, occurred_at from audit_events where entity_kind = 'batch' and entity_id = '12345' order by id desc limit 1`,
  };
  for (const [label, query] of Object.entries(auditReads)) {
    const { rows } = await explainer.query(`explain ${query}`);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    console.info(`plan, audit ${label}:\n${plan}`);
    if (/Seq Scan on audit_events/.test(plan)) console.info(`  ^ a sequential scan: too slow`);
  }
  await explainer.end();
  // A yardstick of this machine at this moment: counting a million generated rows.
  const yardstick = [];
  for (let round = 0; round < 10; round += 1) {
    const start = performance.now();
    await admin.query('select count(*) from generate_series(1, 1000000)');
    yardstick.push(performance.now() - start);
  }
  yardstick.sort((a, b) => a - b);
  console.info(`${'yardstick (1e6 series)'.padEnd(30)} p50 ${yardstick[5].toFixed(1)} ms`);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
