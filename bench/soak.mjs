// `npm run soak`: the built portal on PostgreSQL under mixed customer and staff traffic for
// SOAK_MINUTES (10 by default). Fails on any 5xx or network error, and when the portal's
// memory (RSS) grew by 10% or more from the end of the warm-up to the end. See bench/README.md.
//
// Traffic, from SOAK_WORKERS (8) loops of plain fetch, all on 127.0.0.1: customers read their
// projects, estimate page and the public estimate view and record views; staff list projects,
// read batch details and design versions, save parameters (with their revision) and calculate
// estimates. Every few minutes one demo account signs in again through the dev outbox.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { waitForOk } from './lib/processes.mjs';

const root = new URL('../', import.meta.url).pathname;
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const workerCount = Number(process.env.SOAK_WORKERS ?? 8);
const port = Number(process.env.SOAK_PORT ?? 4433);
const serverUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const origin = `http://127.0.0.1:${port}`;
const api = (path) => `${origin}/api/v1${path}`;
const durationMs = minutes * 60_000;
// Memory is compared from the end of the warm-up (code compiled, caches and pools filled): the
// median RSS of the first 30 s after it against the median of the last 30 s, so the garbage
// collector's saw-tooth is not taken for growth while a steady climb still is.
const warmUpMs = Math.min(60_000, Math.max(15_000, durationMs * 0.2));
const windowMs = 30_000;
const sampleEveryMs = 2_000;
const growthLimit = 0.1;
const customers = ['customer@corner.example', 'other@corner.example'];
const staff = ['designer@corner.example', 'admin@corner.example'];

function ensureBuild() {
  const built = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];
  if (built.every((path) => existsSync(join(root, path)))) return;
  console.info('No build yet: npm run build…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/** The portal's resident memory in MB (0 once it has exited). */
function rssMb(pid) {
  if (!existsSync(`/proc/${pid}/status`)) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The built portal (`node apps/api/dist/main.js`, local mode), its log kept in a file. */
async function startPortal({ dataDir, databaseUrl, logFile }) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
    ENV_FILE: 'none',
  };
  env.NODE_ENV = 'development';
  env.DATABASE_URL = databaseUrl;
  for (const name of ['SESSION_SECRET', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];
  const started = performance.now();
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const startMs = await Promise.race([
    waitForOk(`${origin}/api/v1/readyz`, started, 180_000),
    exited.then((code) => {
      throw new Error(`the portal exited with ${code} before answering (log: ${logFile})`);
    }),
  ]);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  return { child, startMs, stop };
}

// --- figures ---------------------------------------------------------------------------------

const figures = {
  requests: 0,
  byStatus: new Map(),
  byKind: new Map(),
  failures: [],
  latencies: [],
};

async function request(kind, path, { method = 'GET', cookie, body } = {}) {
  const started = performance.now();
  let status = 0;
  let answer;
  try {
    const response = await fetch(api(path), {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { origin }),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = response.status;
    const text = await response.text();
    answer =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (status >= 500) figures.failures.push(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
  } catch (error) {
    figures.failures.push(`${method} ${path}: ${error.message}`);
  }
  figures.requests += 1;
  figures.latencies.push(performance.now() - started);
  figures.byStatus.set(status, (figures.byStatus.get(status) ?? 0) + 1);
  figures.byKind.set(kind, (figures.byKind.get(kind) ?? 0) + 1);
  return { status, body: answer };
}

// --- sign-in through the dev outbox ------------------------------------------------------------

let signIns = 0;
/** When each e-mail last asked for a link: the portal allows one a minute per e-mail. */
const lastLinkAt = new Map();

async function askForLink(email) {
  const wait = (lastLinkAt.get(email) ?? 0) + 61_000 - Date.now();
  if (wait > 0) await sleep(wait);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    lastLinkAt.set(email, Date.now());
    const asked = await request('sign-in link', '/auth/sign-in-link', {
      method: 'POST',
      body: { email },
    });
    if (asked.status === 202) return;
    if (asked.status !== 429) throw new Error(`sign-in link for ${email}: ${asked.status}`);
    await sleep(5_000);
  }
  throw new Error(`sign-in link for ${email}: still rate limited`);
}

async function signIn(email) {
  const askedAt = new Date(Date.now() - 1_000).toISOString();
  await askForLink(email);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body } = await request('dev outbox', '/dev/outbox');
    // The newest mail to this e-mail sent since the link was asked for (not an older, used one).
    const mail = body.mails?.find((each) => each.to === email && each.createdAt >= askedAt);
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    if (token) {
      const verified = await fetch(api('/auth/verify'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ token, email }),
      });
      figures.requests += 1;
      figures.byStatus.set(verified.status, (figures.byStatus.get(verified.status) ?? 0) + 1);
      if (verified.status === 200) {
        signIns += 1;
        const cookie = verified.headers.getSetCookie().find((each) => each.includes('session'));
        return cookie.split(';')[0];
      }
    }
    await sleep(100);
  }
  throw new Error(`no usable sign-in mail for ${email}`);
}

// --- traffic -----------------------------------------------------------------------------------

const sessions = new Map();
const pick = (list, index) => list[index % list.length];

async function discover() {
  for (const email of [...customers, ...staff]) sessions.set(email, await signIn(email));
  const customerProjects = new Map();
  for (const email of customers) {
    const cookie = sessions.get(email);
    const profile = (await request('session', '/auth/session', { cookie })).body;
    const projects = (await request('projects', `/user/${profile.id}/projects`, { cookie })).body;
    customerProjects.set(
      email,
      projects.map((project) => project.id),
    );
  }
  const designer = sessions.get(staff[0]);
  const list = (await request('projects', '/projects', { cookie: designer })).body;
  const estimation = list.items.filter((project) => project.status === 'estimation');
  if (estimation.length === 0) throw new Error('the demo data has no project in estimation');
  // A batch of its own for each staff loop, so parameter saves never race (no 409 expected).
  const batches = [];
  for (let index = 0; index < Math.ceil(workerCount / 2); index += 1) {
    const project = pick(estimation, index);
    const created = await request('create batch', `/project/${project.id}/create-new-batch`, {
      method: 'POST',
      cookie: designer,
      body: { name: `Soak ${index + 1}` },
    });
    if (created.status !== 201) throw new Error(`create-new-batch: ${created.status}`);
    batches.push({ projectId: project.id, batchId: created.body.id });
  }
  return { customerProjects, batches };
}

const euParams = (round) => ({
  country: 'eu',
  size: pick(['small', 'medium', 'large'], round),
  distance: pick(['near', 'medium', 'far'], round),
  currency: 'eur',
  dollarRate: '0.92',
  assembled: round % 2 === 0,
  measurements: 100 + (round % 50),
  installation: 250,
});

async function customerRound(email, projects, round) {
  const cookie = sessions.get(email);
  const projectId = pick(projects, round);
  await request('customer: project meta', `/project/${projectId}/meta?email=${email}`, { cookie });
  await request('customer: estimate', `/project/${projectId}/estimate`, { cookie });
  await request('public: estimate view', '/estimate-view/demo-kitchen-estimate');
  await request('customer: view event', `/project/${projectId}/estimate/events`, {
    method: 'POST',
    cookie,
    body: { kind: round % 10 === 0 ? 'reserve' : 'view' },
  });
  await request('public: gallery', '/gallery/kitchens');
}

/** Staff own one batch each (parameters saved with their revision, so no 409 is expected). */
async function staffRound(email, batch, state, round) {
  const cookie = sessions.get(email);
  const project = `/project/${batch.projectId}`;
  await request('staff: projects', '/projects', { cookie });
  await request('staff: design versions', `${project}/design-versions`, { cookie });
  const details = await request('staff: batch details', `${project}/batches/${batch.batchId}`, {
    cookie,
  });
  const params = details.body?.estimateParams;
  const saved = await request(
    'staff: save parameters',
    `${project}/batches/${batch.batchId}/update-parameters`,
    {
      method: 'POST',
      cookie,
      body: {
        ...euParams(round),
        ...(params ? { estimateParamsId: params.id, revision: params.revision } : {}),
      },
    },
  );
  if (saved.status === 200) state.saves += 1;
  if (round % 3 === 0) {
    const calculated = await request(
      'staff: calculate',
      `${project}/batches/${batch.batchId}/calculate-batch-estimate`,
      { method: 'POST', cookie },
    );
    if (calculated.status === 200) state.calculations += 1;
  }
  await request('staff: batch list', `${project}/batches`, { cookie });
}

async function worker(index, setup, until, state) {
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    if (index % 2 === 0) {
      const email = pick(customers, index / 2);
      await customerRound(email, setup.customerProjects.get(email), round);
    } else {
      const email = pick(staff, (index - 1) / 2);
      await staffRound(email, setup.batches[(index - 1) / 2], state, round);
    }
  }
}

/**
 * Now and then one account signs in again, in turn: every quarter of the run, at least 30 s
 * and at most 2 min apart, so each e-mail stays within its limits (1 a minute, 5 an hour).
 */
async function signInAgain(until) {
  const accounts = [...customers, ...staff];
  const everyMs = Math.max(30_000, Math.min(120_000, durationMs / 4));
  let turn = 0;
  while (Date.now() + everyMs < until) {
    await sleep(everyMs);
    const email = pick(accounts, turn);
    turn += 1;
    sessions.set(email, await signIn(email));
  }
}

// --- run -----------------------------------------------------------------------------------------

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function main() {
  ensureBuild();
  const name = `corner_soak_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-soak-'));
  let portal;
  try {
    console.info(`Soak: ${minutes} min, ${workerCount} loops, PostgreSQL database ${name}`);
    const logFile = join(tmpdir(), `corner-soak-${process.pid}.log`);
    portal = await startPortal({ dataDir, databaseUrl: url.toString(), logFile });
    console.info(`  portal log: ${logFile}`);
    console.info(`  portal answering after ${(portal.startMs / 1000).toFixed(1)} s`);
    const pid = portal.child.pid;
    const rssAtReady = rssMb(pid);
    const setup = await discover();
    const started = Date.now();
    const until = started + durationMs;
    const state = { saves: 0, calculations: 0 };
    const samples = [];
    const sampler = setInterval(() => {
      if (portal.child.exitCode === null)
        samples.push({ at: Date.now() - started, mb: rssMb(pid) });
    }, sampleEveryMs);
    const progress = setInterval(() => {
      const fivexx = [...figures.byStatus].filter(([status]) => status >= 500);
      console.info(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${figures.requests} requests, ` +
          `RSS ${rssMb(pid).toFixed(0)} MB, 5xx ${fivexx.reduce((sum, [, n]) => sum + n, 0)}`,
      );
    }, 30_000);
    try {
      const workers = Array.from({ length: workerCount }, (_, index) =>
        worker(index, setup, until, state),
      );
      await Promise.all([...workers, signInAgain(until)]);
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    samples.push({ at: Date.now() - started, mb: rssMb(pid) });
    const median = (list) =>
      percentile(
        list.map((sample) => sample.mb),
        0.5,
      );
    const last = samples.at(-1).at;
    const afterWarmUp = {
      mb: median(samples.filter((s) => s.at >= warmUpMs && s.at < warmUpMs + windowMs)),
    };
    const end = { mb: median(samples.filter((s) => s.at > last - windowMs)) };
    const peak = Math.max(...samples.map((sample) => sample.mb));
    const growth = (end.mb - afterWarmUp.mb) / afterWarmUp.mb;
    const seconds = (Date.now() - started) / 1000;
    const fivexx = [...figures.byStatus]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);

    console.info('\nSoak figures');
    console.info(`  duration: ${seconds.toFixed(0)} s, ${workerCount} loops`);
    console.info(
      `  requests: ${figures.requests} (${(figures.requests / seconds).toFixed(0)} req/s), ` +
        `p50 ${percentile(figures.latencies, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(figures.latencies, 0.99).toFixed(1)} ms`,
    );
    console.info(`  statuses: ${JSON.stringify(Object.fromEntries([...figures.byStatus].sort()))}`);
    console.info(`  5xx: ${fivexx}; network errors: ${figures.byStatus.get(0) ?? 0}`);
    console.info(
      `  sign-ins through the dev outbox: ${signIns}; parameter saves: ${state.saves}; ` +
        `calculations: ${state.calculations}`,
    );
    for (const [kind, count] of [...figures.byKind].sort()) console.info(`    ${kind}: ${count}`);
    console.info(
      `  memory (RSS): ${rssAtReady.toFixed(0)} MB when ready, ` +
        `${afterWarmUp.mb.toFixed(0)} MB after the ${Math.round(warmUpMs / 1000)} s warm-up ` +
        `(median of 30 s), ${end.mb.toFixed(0)} MB at the end (median of the last 30 s; peak ` +
        `${peak.toFixed(0)} MB, ${samples.length} samples): ` +
        `growth ${(growth * 100).toFixed(1)}% (limit ${growthLimit * 100}%)`,
    );

    const problems = [];
    if (figures.failures.length > 0) {
      problems.push(`${figures.failures.length} failed requests (5xx or network), first ones:`);
      problems.push(...figures.failures.slice(0, 10).map((failure) => `    ${failure}`));
    }
    if (growth >= growthLimit) problems.push(`memory grew ${(growth * 100).toFixed(1)}%`);
    if (portal.child.exitCode !== null) problems.push('the portal exited during the soak');
    if (problems.length > 0) {
      console.error(`\nSOAK FAILED:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.info('\nSoak passed: zero 5xx, memory growth under 10%.');
    }
  } finally {
    await portal?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
