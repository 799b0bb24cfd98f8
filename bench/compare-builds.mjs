// Two builds of the portal side by side: the CPU time each spends per request on the same
// reads, beside the same-bytes route's (decision 45). CPU per request hardly moves when other
// work shares the machine, where requests per second move by half.
//
// Usage: node bench/compare-builds.mjs <other checkout> <its data dir> <this build's data dir>
//   [paths…]   (LOG_LEVEL, N requests a run (30000), ROUNDS (3); SIGN_IN=<demo e-mail> for
//   signed-in reads: each build signs that account in through its dev outbox, and PID in a
//   path stands for the demo project's id in each build's database)
// Each checkout needs its build (`apps/api/dist`); each data folder is a PGlite database the
// portal opens (made with the demo data on first start); they must be two folders.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import './install-tools.mjs';
import { startYardsticks, waitForOk } from './lib/processes.mjs';
import { rawAnswer } from './lib/suite.mjs';

// After install-tools.mjs has run (see lib/measure.mjs).
const { default: autocannon } = await import('autocannon');

const root = new URL('../', import.meta.url).pathname;
const [otherRoot, otherData, thisData, ...given] = process.argv.slice(2);
if (!otherRoot || !otherData || !thisData) {
  throw new Error('usage: node bench/compare-builds.mjs <other checkout> <its data> <this data>');
}
const paths = given.length > 0 ? given : ['/api/v1/estimate-view/demo-kitchen-estimate'];
const logLevel = process.env.LOG_LEVEL ?? 'info';
const amount = Number(process.env.N ?? 30_000);
const rounds = Number(process.env.ROUNDS ?? 3);
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const signInEmail = process.env.SIGN_IN;

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const run = (url, requests, cookie) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, headers: { ...headers, ...cookie }, connections: 50, amount: requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** Signs the demo account in through a build's dev outbox: its cookie and its first project. */
async function signIn(origin, email) {
  const post = (path, body) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const askedAt = new Date(Date.now() - 1_000).toISOString();
  const asked = await post('/auth/sign-in-link', { email });
  if (asked.status !== 202) throw new Error(`${origin}: sign-in link ${asked.status}`);
  let token;
  // The mail is sent after the answer (the sign-in's timing is the same for every e-mail).
  for (let attempt = 0; attempt < 50 && !token; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { mails } = await (await fetch(`${origin}/api/v1/dev/outbox`)).json();
    const mail = mails.find((each) => each.to === email && each.createdAt >= askedAt);
    token = mail?.text.match(/token=([\w-]+)/)?.[1];
  }
  const verified = await post('/auth/verify', { token, email });
  const cookie = verified.headers.getSetCookie().find((each) => each.includes('session'));
  if (!cookie) throw new Error(`${origin}: sign-in ${verified.status}`);
  const session = { cookie: cookie.split(';')[0] };
  const get = async (path) => (await fetch(`${origin}/api/v1${path}`, { headers: session })).json();
  const { id } = await get('/auth/session');
  const projects = await get(`/user/${id}/projects`);
  return { ...session, projectId: (projects.items ?? projects)[0].id };
}
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function startBuild(checkout, port, dataDir) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      LOG_FORMAT: 'json',
      NODE_ENV: 'development',
      ENV_FILE: 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForOk(`http://127.0.0.1:${port}/api/v1/readyz`, performance.now(), 240_000);
  return { pid: child.pid, origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const basePort = Number(process.env.BENCH_PORT ?? 4471);
const yardstick = await startYardsticks(basePort + 2);
const other = await startBuild(otherRoot, basePort, otherData);
const current = await startBuild(root, basePort + 1, thisData);
const signedIn = async (build) => (signInEmail ? signIn(build.origin, signInEmail) : undefined);
const [otherSession, currentSession] = [await signedIn(other), await signedIn(current)];
/** A path in a build: PID is the signed-in account's project there. */
const at = (build, session, path) =>
  `${build.origin}${session ? path.replace('PID', session.projectId) : path}`;
const cookieOf = (session) => (session ? { cookie: session.cookie } : {});
try {
  for (const path of paths) {
    const answer = await rawAnswer(at(current, currentSession, path), {
      ...headers,
      ...cookieOf(currentSession),
    });
    await yardstick.setSameBytes(answer);
    const servers = [
      ['same bytes', yardstick.pid, yardstick.sameBytesUrl, {}],
      ['other build', other.pid, at(other, otherSession, path), cookieOf(otherSession)],
      ['this build', current.pid, at(current, currentSession, path), cookieOf(currentSession)],
    ];
    for (const [, , url, cookie] of servers) await run(url, 10_000, cookie); // warm-up
    const perRequest = new Map(servers.map(([name]) => [name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, pid, url, cookie] of servers) {
        const before = cpuMs(pid);
        const result = await run(url, amount, cookie);
        if (result.non2xx > 0) throw new Error(`${name} ${path}: ${result.non2xx} non-2xx`);
        perRequest.get(name).push(((cpuMs(pid) - before) * 1000) / amount);
      }
    }
    const same = median(perRequest.get('same bytes'));
    const figures = servers.slice(1).map(([name]) => {
      const us = median(perRequest.get(name));
      return `${name} ${us.toFixed(1)} µs (${(same / us).toFixed(2)}x)`;
    });
    console.info(
      `${logLevel} ${path} (${answer.body.length} bytes): CPU per request, same bytes ${same.toFixed(1)} µs, ${figures.join(', ')}`,
    );
  }
} finally {
  other.stop();
  current.stop();
  await yardstick.stop();
}
