// The project thread's bench (issue 36): `npm run bench:messages` (after `npm run build`).
// On a PostgreSQL database of its own (dropped after): 100 projects × 200 messages each, then
// one thread written to 1,000 messages through the API. Prints the p50/p99 of writing, of the
// thread's first page (target: p50 under 20 ms) and of paging through the 1,000, and the
// first page's requests a second at 50 connections. Sequential timings are one client's, so
// they measure the route and its queries, not the load generator.
import './install-tools.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/dist/db/client.js';
import * as schema from '../apps/api/dist/db/schema.js';
import { sessionCookie } from './lib/load-data.mjs';
import { startPortal } from './lib/processes.mjs';

const { default: autocannon } = await import('autocannon');

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4461);
const origin = `http://127.0.0.1:${port}`;
const projectCount = 100;
const messagesPerProject = 200;
const longThread = 1_000;
const firstPageTargetMs = 20;
const { projectCustomers, projectMessages, projects, users } = schema;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: +percentile(sorted, 0.5).toFixed(2),
    p99: +percentile(sorted, 0.99).toFixed(2),
  };
};

async function timedRequest(path, cookie, init = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1${path}`, {
    ...init,
    headers: { cookie, origin, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
  return { ms, body };
}

/** 100 projects with a customer each and 200 messages, alternating customer and designer. */
async function seed(db) {
  await db.execute(sql`
    insert into ${users} (email, name, type)
    select 'thread-customer-' || n || '@bench.example', 'Thread customer ' || n, 'customer'
    from generate_series(1, ${projectCount}) as n
    union all select 'thread-designer@bench.example', 'Thread designer', 'designer'`);
  await db.execute(sql`
    insert into ${projects} (name, status)
    select 'Thread project ' || n, 'estimation' from generate_series(1, ${projectCount + 1}) as n`);
  await db.execute(sql`
    insert into ${projectCustomers} (project_id, user_id)
    select p.id, u.id from ${projects} p
    join ${users} u on u.email = 'thread-customer-' || split_part(p.name, ' ', 3) || '@bench.example'`);
  await db.execute(sql`
    insert into ${projectMessages} (project_id, author_id, author_name, author_role, text, internal, created_at)
    select p.id, case when m % 2 = 0 then c.user_id else d.id end,
      case when m % 2 = 0 then 'Customer' else 'Designer' end,
      case when m % 2 = 0 then 'customer' else 'staff' end,
      'Message ' || m || ': could the fronts be in oak, and what would that change in the price?',
      m % 10 = 5, now() - (${messagesPerProject} - m) * interval '1 minute'
    from ${projects} p
    join ${projectCustomers} c on c.project_id = p.id
    cross join (select id from ${users} where email = 'thread-designer@bench.example') d
    cross join generate_series(1, ${messagesPerProject}) as m
    where p.name <> 'Thread project ${sql.raw(String(projectCount + 1))}'`);
  await db.execute(sql`analyze`);
  const rows = await db.execute(sql`
    select p.id, p.name from ${projects} p where p.name like 'Thread project %' order by split_part(p.name, ' ', 3)::int`);
  return (rows.rows ?? rows).map((row) => ({ id: row.id, name: row.name }));
}

function firstPageUnderLoad(path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}/api/v1${path}`, connections: 50, duration: 5, headers: { cookie } },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              failed: result.non2xx + result.errors + result.timeouts,
            }),
    );
  });
}

async function main() {
  const name = `corner_bench_messages_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-bench-messages-'));
  try {
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    let targets;
    let cookies;
    try {
      await database.migrate();
      targets = await seed(database.db);
      cookies = {
        designer: await sessionCookie(database.db, 'thread-designer@bench.example'),
        customer: await sessionCookie(database.db, 'thread-customer-1@bench.example'),
      };
      cookies.customers = await Promise.all(
        targets
          .slice(0, projectCount)
          .map((_, index) =>
            sessionCookie(database.db, `thread-customer-${index + 1}@bench.example`),
          ),
      );
    } finally {
      await database.close();
    }
    const portal = await startPortal({
      port,
      dataDir,
      databaseUrl: url.toString(),
      env: { MESSAGES_PER_MINUTE: '10000' },
    });
    try {
      const busy = targets.slice(0, projectCount);
      const long = targets.at(-1);
      // Each customer's first page of their own 200-message thread, in turn.
      const firstPage = [];
      for (let round = 0; round < 5; round += 1) {
        for (const [index, project] of busy.entries()) {
          firstPage.push(
            (await timedRequest(`/project/${project.id}/messages`, cookies.customers[index])).ms,
          );
        }
      }
      const staffFirstPage = [];
      for (const project of busy) {
        staffFirstPage.push(
          (await timedRequest(`/project/${project.id}/messages`, cookies.designer)).ms,
        );
      }
      // One thread written to 1,000 messages through the API, then read page by page.
      const writing = [];
      for (let index = 1; index <= longThread; index += 1) {
        const payload = JSON.stringify({ text: `Bench message ${index}` });
        writing.push(
          (
            await timedRequest(`/project/${long.id}/messages`, cookies.designer, {
              method: 'POST',
              body: payload,
            })
          ).ms,
        );
      }
      const paging = [];
      let before;
      let read = 0;
      do {
        const query = before ? `?before=${before}` : '';
        const answer = await timedRequest(`/project/${long.id}/messages${query}`, cookies.designer);
        paging.push(answer.ms);
        const page = JSON.parse(answer.body);
        read += page.messages.length;
        before = page.older;
      } while (before);
      const inbox = [];
      const unread = [];
      for (let index = 0; index < 50; index += 1) {
        inbox.push((await timedRequest('/admin/message-inbox', cookies.designer)).ms);
        unread.push((await timedRequest('/messages/unread', cookies.designer)).ms);
      }
      const underLoad = await firstPageUnderLoad(
        `/project/${busy[0].id}/messages`,
        cookies.customers[0],
      );
      const report = {
        postgres: name,
        projects: projectCount,
        messagesPerProject,
        firstPageCustomer: summary(firstPage),
        firstPageStaff: summary(staffFirstPage),
        write: summary(writing),
        pagesOf1000: { ...summary(paging), pages: paging.length, messagesRead: read },
        staffInbox: summary(inbox),
        unreadCounts: summary(unread),
        firstPageAt50Connections: underLoad,
      };
      console.info(JSON.stringify(report, null, 2));
      const p50 = report.firstPageCustomer.p50;
      const verdict = p50 < firstPageTargetMs ? 'met' : 'MISSED';
      console.info(`first page p50 ${p50} ms (target < ${firstPageTargetMs} ms): ${verdict}`);
      if (read !== longThread) throw new Error(`paging read ${read} of ${longThread} messages`);
    } finally {
      await portal.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
