// `node bench/pipeline.mjs` (after `npm run build`): the pipeline's reads (issue 39) at scale on
// PostgreSQL. Makes a database of its own on BENCH_DATABASE_URL's server (dropped after), applies
// the migrations, loads bench/pipeline-scale.sql (10,000 projects, 1,000,000 view events,
// 2,000,000 audit rows; about 3 minutes on 2 cores), then times the funnel of the last 365 days,
// of the last 120 days and of one designer, and the waiting lists, ROUNDS (30) times each, and
// checks the funnel's plan reads neither view events nor audit rows.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../apps/api/dist/db/client.js';
import {
  pipelineFunnel,
  pipelineWaiting,
} from '../apps/api/dist/features/pipeline/pipeline-repository.js';

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
