// `npm run bench`: the portal's speed as ratios to a bare Fastify route on the same machine.
// PostgreSQL (a database of its own, dropped after) at 1x and 10x the data, PGlite once at
// 1x, Lighthouse on the public pages, and the start on an existing data folder. Prints a
// table and writes bench/results/bench-<time>.json. See bench/README.md.
import './install-tools.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { chromiumPath, ensure } from '../scripts/test-services.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import {
  benchTargets,
  demoSessions,
  demoTargets,
  ensureDemoEstimatePage,
  loadBenchData,
  sessionCookie,
} from './lib/load-data.mjs';
import { connections, duration, rounds } from './lib/measure.mjs';
import { startPortal, startYardsticks } from './lib/processes.mjs';
import { printReport, targetsOf, writeReport } from './lib/report.mjs';
import { timeNpmStart } from './lib/npm-start.mjs';
import { runSuite } from './lib/suite.mjs';

const root = new URL('../', import.meta.url).pathname;
const basePort = Number(process.env.BENCH_PORT ?? 4451);
const portalPort = basePort;
const barePort = basePort + 1;
const projects1x = Number(process.env.BENCH_PROJECTS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Issue 27's public pages: each gallery, a page of each, the demo estimate and sign-in.
const publicLighthousePages = [
  '/kitchens',
  '/kitchens/walnut-quartz-city-kitchen',
  '/components',
  '/components/front',
  '/estimate/demo-kitchen-estimate',
  '/login',
].map((path) => ({ path, audience: 'public' }));

/**
 * Issue 40's pages behind sign-in, on the demo project: the customer's (the mailed link's
 * estimate, the dashboard, Compare, the thread, the projects list) with the demo customer's
 * session, and the staff's batches screen and back office with the demo designer's.
 */
function signedInLighthousePages({ projectId, customerCookie, staffCookie }) {
  const customer = (path) => ({ path, audience: 'customer', cookie: customerCookie });
  const staff = (path) => ({ path, audience: 'staff', cookie: staffCookie });
  return [
    customer('/projects'),
    customer(`/project/${projectId}/dashboard`),
    customer(`/project/${projectId}/estimate`),
    customer(`/project/${projectId}/estimate/compare`),
    customer(`/project/${projectId}/messages`),
    staff(`/project/${projectId}/design-versions`),
    staff(`/admin/projects/${projectId}`),
  ];
}
const origin = `http://127.0.0.1:${portalPort}`;

function ensureBuild() {
  const built = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];
  if (built.every((path) => existsSync(join(root, path)))) return;
  console.info('No build yet: npm run build…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

async function timed(what, work) {
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  console.info(`  ${what}: ${(ms / 1000).toFixed(1)} s`);
  return result;
}

/** Loads bench projects into a database the portal is not holding (PGlite has one owner). */
async function load(target, range) {
  const database = await openDatabase(target);
  try {
    await timed(`load projects ${range.from}–${range.to}`, () => loadBenchData(database.db, range));
    await ensureDemoEstimatePage(database.db);
  } finally {
    await database.close();
  }
}

async function cookiesOf(target) {
  const database = await openDatabase(target);
  try {
    return {
      ids: await benchTargets(database.db, 1),
      demo: await demoTargets(database.db),
      staffCookie: await sessionCookie(database.db, 'designer@corner.example'),
      customerCookie: await sessionCookie(database.db, 'bench-customer-1@bench.example'),
    };
  } finally {
    await database.close();
  }
}

/** Starts the portal on a loaded database, runs the suite, stops it. */
async function measureAt({ driver, target, portalEnv, projects, yardstick, extra }) {
  console.info(`${driver}, ${projects} projects:`);
  const session = await cookiesOf(target);
  const portal = await startPortal({ port: portalPort, ...portalEnv });
  console.info(`  portal answering after ${(portal.startMs / 1000).toFixed(1)} s`);
  try {
    const suite = await runSuite({
      origin,
      yardstick,
      projects,
      portalPid: portal.child.pid,
      ...session,
    });
    const more = extra ? await extra(session) : {};
    return { driver, projects, startMs: Math.round(portal.startMs), ...suite, ...more };
  } finally {
    await portal.stop();
  }
}

async function firstStart(portalEnv) {
  const portal = await startPortal({ port: portalPort, ...portalEnv });
  console.info(`  first start (migrations, demo data): ${(portal.startMs / 1000).toFixed(1)} s`);
  await portal.stop();
  return Math.round(portal.startMs);
}

/**
 * Each page several times (`BENCH_LIGHTHOUSE_RUNS`, 5 by default), the run of median
 * performance reported with every run's score beside it: one run moved by 15 points between
 * two runs of the same build on this machine, and Lighthouse's own advice for variance is the
 * median of five runs.
 */
async function lighthouseRuns(demo) {
  const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  // BENCH_LIGHTHOUSE_ONLY=estimate: the pages whose path holds it, for trying a change.
  const only = process.env.BENCH_LIGHTHOUSE_ONLY ?? '';
  const pages = [...publicLighthousePages, ...(demo ? signedInLighthousePages(demo) : [])].filter(
    ({ path }) => path.includes(only),
  );
  const scores = [];
  for (const { path, audience, cookie } of pages) {
    const runs = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      runs.push(await lighthouse(`${origin}${path}`, cookie));
    }
    const byPerformance = runs.toSorted((a, b) => a.performance - b.performance);
    const median = byPerformance[Math.floor(runs.length / 2)];
    const performanceRuns = runs.map((run) => run.performance);
    console.info(
      `  lighthouse ${path} (${audience}): performance ${median.performance} (runs ${performanceRuns.join(', ')}), CLS ${median.cls}, accessibility ${median.accessibility}`,
    );
    for (const shift of median.shifts.slice(0, 3)) {
      console.info(
        `    moved ${shift.score}: ${shift.node ?? 'an element Lighthouse could not name'}`,
      );
    }
    if (cookie && new URL(median.finalUrl).pathname !== path) {
      throw new Error(`Lighthouse ${path} ended at ${median.finalUrl}: the session was refused`);
    }
    scores.push({ ...median, audience, performanceRuns });
  }
  return { lighthouse: scores };
}

/** PostgreSQL at 1x, then 10x with Lighthouse (1x only when `quick`), on a database of its own. */
async function postgresRuns(dataDir, yardstick, { quick = false } = {}) {
  const name = `corner_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target = { driver: 'postgres', url: url.toString() };
  const portalEnv = { dataDir, databaseUrl: target.url };
  try {
    console.info(`postgres (database ${name}):`);
    const firstStartMs = await firstStart(portalEnv);
    await load(target, { from: 1, to: projects1x });
    const small = await measureAt({
      driver: 'postgres',
      target,
      portalEnv,
      projects: projects1x,
      yardstick,
    });
    if (quick) return [{ ...small, firstStartMs }];
    await load(target, { from: projects1x + 1, to: projects1x * 10 });
    const large = await measureAt({
      driver: 'postgres',
      target,
      portalEnv,
      projects: projects1x * 10,
      yardstick,
      // The sessions the reads were measured with: the demo project's customer and designer.
      extra: ({ demo, staffCookie }) => lighthouseRuns(demo && { ...demo, staffCookie }),
    });
    return [{ ...small, firstStartMs }, large];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pgliteRun(dataDir, yardstick, { readsOnly = false } = {}) {
  const target = { driver: 'pglite', dataDir: join(dataDir, 'db') };
  const portalEnv = { dataDir };
  console.info(`pglite (${dataDir}):`);
  const firstStartMs = await firstStart(portalEnv);
  // 1x only: PGlite loads 10x in about 6 minutes on a busy 2-core machine.
  await load(target, { from: 1, to: projects1x });
  const run = await measureAt({
    driver: 'pglite',
    target,
    portalEnv,
    projects: projects1x,
    yardstick,
  });
  if (readsOnly) return { ...run, firstStartMs };
  const npmStart = await timeNpmStart({ port: portalPort, dataDir });
  return { ...run, firstStartMs, npmStart };
}

/**
 * BENCH_LIGHTHOUSE=1: Lighthouse alone, on what `npm start` serves (PGlite, the demo data),
 * written like a full run. About 8 minutes on 2 cores.
 */
async function lighthouseOnly(scratch) {
  const portalEnv = { dataDir: join(scratch, 'pglite') };
  console.info(`pglite, the demo data (${portalEnv.dataDir}):`);
  await firstStart(portalEnv);
  const signedIn = await demoSessions({ driver: 'pglite', dataDir: join(portalEnv.dataDir, 'db') });
  const portal = await startPortal({ port: portalPort, ...portalEnv });
  try {
    return [{ driver: 'pglite', projects: 0, ...(await lighthouseRuns(signedIn)) }];
  } finally {
    await portal.stop();
  }
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(1)));
  ensureBuild();
  await ensure.postgres();
  // BENCH_QUICK=1: PostgreSQL at 1x only, printed and not written; for trying a change.
  const quick = process.env.BENCH_QUICK === '1';
  // BENCH_READS=1: the reads alone, PostgreSQL and PGlite at 1x, written (about 13 minutes).
  const readsOnly = process.env.BENCH_READS === '1';
  const lighthouseAlone = process.env.BENCH_LIGHTHOUSE === '1';
  if (!quick && !readsOnly) {
    await ensure.chromium(); // for Lighthouse
    process.env.CHROME_PATH ??= chromiumPath();
  }
  const yardstick = await startYardsticks(barePort);
  const scratch = await mkdtemp(join(tmpdir(), 'corner-bench-'));
  try {
    if (quick) return await postgresRuns(join(scratch, 'postgres'), yardstick, { quick: true });
    const runs = lighthouseAlone
      ? await lighthouseOnly(scratch)
      : [
          ...(await postgresRuns(join(scratch, 'postgres'), yardstick, { quick: readsOnly })),
          await pgliteRun(join(scratch, 'pglite'), yardstick, { readsOnly }),
        ];
    const report = {
      date: new Date().toISOString(),
      command: lighthouseAlone
        ? 'BENCH_LIGHTHOUSE=1 npm run bench'
        : readsOnly
          ? 'BENCH_READS=1 npm run bench'
          : 'npm run bench',
      durationS: Math.round((performance.now() - started) / 1000),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart },
      settings: {
        connections,
        durationPerRunS: duration,
        rounds,
        projects1x,
      },
      runs,
    };
    report.targets = targetsOf(report);
    printReport(report);
    const file = await writeReport(report);
    console.info(`\nWritten: ${file}`);
  } finally {
    await yardstick.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
