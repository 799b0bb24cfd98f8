// Two builds of the portal side by side: the CPU time each spends per request on the same
// reads, beside the same-bytes route's (decision 45). CPU per request hardly moves when other
// work shares the machine, where requests per second move by half.
//
// Usage: node bench/compare-builds.mjs <other checkout> <its data dir> <this build's data dir>
//   [paths…]   (LOG_LEVEL, N requests a run (30000), ROUNDS (3), COOKIE for signed-in reads)
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
const headers = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  ...(process.env.COOKIE ? { cookie: process.env.COOKIE } : {}),
};

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const run = (url, requests) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 50, amount: requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function startBuild(checkout, port, dataDir) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
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
try {
  for (const path of paths) {
    const answer = await rawAnswer(`${current.origin}${path}`, headers);
    await yardstick.setSameBytes(answer);
    const servers = [
      ['same bytes', yardstick.pid, yardstick.sameBytesUrl],
      ['other build', other.pid, `${other.origin}${path}`],
      ['this build', current.pid, `${current.origin}${path}`],
    ];
    for (const [, , url] of servers) await run(url, 10_000); // warm-up
    const perRequest = new Map(servers.map(([name]) => [name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, pid, url] of servers) {
        const before = cpuMs(pid);
        const result = await run(url, amount);
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
