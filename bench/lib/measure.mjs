// autocannon runs: each target right after the bare route and the same-bytes route
// (bare-server.mjs), in rounds (BENCH_ROUNDS, 3 by default), and the median round's ratio
// reported, so the ratio holds on a noisy machine. 50 connections; short runs (BENCH_DURATION
// seconds, 3 by default).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Loaded when this module runs, not when the import graph is linked: bench/install-tools.mjs,
// imported first by the entry scripts, installs it on a fresh machine before this line runs.
const { default: autocannon } = await import('autocannon');

// autocannon appends every body chunk to a string (`body += chunk`), which it only needs to
// compare bodies (`expectBody`, unused here). Decoding a compressed body as UTF-8 costs the
// load generator, on the same two cores, more than the portal spends answering it, so the
// bench keeps byte counts and lets bodies go (decision 12).
const PipelinedRequestsQueue = createRequire(import.meta.url)(
  'autocannon/lib/pipelinedRequestsQueue.js',
);
PipelinedRequestsQueue.prototype.addBody = () => {};

export const duration = Number(process.env.BENCH_DURATION ?? 3);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const connections = 50;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    total: result.requests.total,
  };
}

/** CPU milliseconds a process has used so far (user and system, Linux's /proc; else null). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * A run with the CPU time the server process spent on it per request (µs): unlike requests
 * per second, it hardly moves when other work shares the machine (decision 45).
 */
async function runWithCpu(pid, options) {
  const before = pid ? cpuMs(pid) : null;
  const result = summary(await run(options));
  const after = before === null ? null : cpuMs(pid);
  const cpuUs =
    after === null || result.total === 0
      ? null
      : Number((((after - before) * 1000) / result.total).toFixed(1));
  return { ...result, cpuUs };
}

/**
 * Waits until the portal has worked through the requests of the run before: one request to
 * the target queues behind them (the database pool is first come, first served).
 */
async function settle(target) {
  await fetch(`${target.origin}${target.paths[0]}`, { headers: target.headers ?? {} });
}

const round3 = (value) => Number(value.toFixed(3));

function median(values) {
  const known = values.filter((value) => value !== null).toSorted((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)];
}

/** The same-bytes route's CPU per request over the portal's, median of the rounds. */
function cpuRatio(results) {
  return median(
    results.map(({ sameBytes, measured }) =>
      sameBytes.cpuUs && measured.cpuUs ? round3(sameBytes.cpuUs / measured.cpuUs) : null,
    ),
  );
}

/**
 * One figure: the bare route, the same bytes, then the target, `rounds` times; the round of
 * median ratio is reported, with every round's ratio. The bare route alone measured between
 * 18k and 42k req/s within one run on this machine, so one pair of runs could move a ratio by
 * half. `paths` rotates (one request each, in turn), so a list of different slugs reads past
 * any per-slug cache. The same-bytes route sends the target's first answer as captured, so
 * `sameBytesRatio` is the most any server could reach for answers of that size here, and
 * `ofSameBytes` how much of it the portal reaches.
 */
export async function measure({ bareUrl, sameBytesUrl, pid: sameBytesPid }, target) {
  const headers = target.headers ?? {};
  const requests = target.paths.map((path) => ({ method: 'GET', path }));
  // Unmeasured: the portal's first requests to a route run cold code (V8 compiles hot paths
  // as they run); the first figure after start was the lowest by up to 2.5 times.
  await run({ url: target.origin, headers, requests, duration: 1 });
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    await settle(target);
    const bare = summary(await run({ url: bareUrl, headers }));
    const sameBytes = await runWithCpu(sameBytesPid, { url: sameBytesUrl, headers });
    const measured = await runWithCpu(target.pid, { url: target.origin, headers, requests });
    results.push({ bare, sameBytes, measured, ratio: measured.rps / bare.rps });
  }
  const { bare, sameBytes, measured, ratio } = results.toSorted((a, b) => a.ratio - b.ratio)[
    Math.floor(results.length / 2)
  ];
  return {
    name: target.name,
    ...measured,
    failed: results.reduce((sum, each) => sum + each.measured.failed, 0),
    bareRps: bare.rps,
    ratio: round3(ratio),
    ratios: results.map((each) => round3(each.ratio)),
    sameBytesRps: sameBytes.rps,
    sameBytesRatio: round3(sameBytes.rps / bare.rps),
    ofSameBytes: round3(measured.rps / sameBytes.rps),
    // CPU per request, median of the rounds: the same-bytes route's, the portal's, their ratio.
    sameBytesCpuUs: median(results.map((each) => each.sameBytes.cpuUs)),
    cpuUs: median(results.map((each) => each.measured.cpuUs)),
    cpuOfSameBytes: cpuRatio(results),
    p99OverP50: measured.p50 > 0 ? Number((measured.p99 / measured.p50).toFixed(1)) : null,
  };
}

/** Milliseconds per design version of calculate-batch-estimate, best and median of `times`. */
export async function timeCalculation({ origin, path, cookie, versions, times = 5 }) {
  const perVersion = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie, origin },
    });
    if (!response.ok) {
      throw new Error(
        `calculate-batch-estimate answered ${response.status}: ${await response.text()}`,
      );
    }
    perVersion.push((performance.now() - started) / versions);
  }
  perVersion.sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(2));
  return {
    name: 'calculate-batch-estimate',
    versions,
    msPerVersionMedian: round(perVersion[Math.floor(perVersion.length / 2)]),
    msPerVersionBest: round(perVersion[0]),
  };
}
