import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.js';
import { SmtpSink } from '../../../test/helpers/smtp-sink.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Account enumeration by timing (PRODUCT.md section 2): a caller must not tell a known e-mail
 * from an unknown one by how long the next request takes after asking for a link. Over a real
 * HTTP connection, each sample asks a link and times the follow-up request on the same
 * connection. Known and unknown samples alternate, so load from elsewhere on the machine hits
 * both alike; the two distributions are compared with a Mann-Whitney U test.
 */

const sink = new SmtpSink();
let subject: TestApp;
let base: string;
// The per-IP limit (20 a minute) would stop the samples: the rate limiter's clock moves a
// minute per sample.
let clock = Date.now();
const samplesEach = 40;

beforeAll(async () => {
  await sink.start();
  subject = await buildTestApp({ env: { SMTP_URL: sink.url } });
  await subject.app.database.db.insert(users).values(
    Array.from({ length: samplesEach + 5 }, (_, index) => ({
      email: `timing${index}@corner.test`,
      name: `Timing ${index}`,
      type: 'customer' as const,
    })),
  );
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  await subject.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
  client = new Worker(clientCode, { eval: true });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await client.terminate();
  await subject.close();
  await sink.stop();
});

/*
 * The caller runs in a worker thread, with an event loop of its own like a real client's: a
 * client on the server's own loop could not send its follow-up while the server still works.
 */
const clientCode = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ base, email }) => {
  try {
    const asked = await fetch(base + '/api/v1/auth/sign-in-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email }),
    });
    await asked.arrayBuffer();
    const started = performance.now();
    const next = await fetch(base + '/api/v1/readyz');
    await next.arrayBuffer();
    parentPort.postMessage({ status: asked.status, latency: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ status: 0, latency: 0, error: String(error) });
  }
});
`;
let client: Worker;

/** How long the request after a sign-in-link request takes, in milliseconds. */
async function followUpLatency(email: string): Promise<number> {
  clock += 61_000;
  const answer = new Promise<{ status: number; latency: number; error?: string }>((resolve) =>
    client.once('message', resolve),
  );
  client.postMessage({ base, email });
  const { status, latency, error } = await answer;
  expect(error).toBeUndefined();
  expect(status).toBe(202);
  // Let this sample's work end before the next one starts.
  await subject.app.authTasks.settled();
  await subject.app.mail.sender.deliverDue();
  return latency;
}

/** The z score of the Mann-Whitney U statistic of two samples (normal approximation). */
function mannWhitneyZ(first: number[], second: number[]): number {
  const all = [
    ...first.map((value) => ({ value, group: 0 })),
    ...second.map((value) => ({ value, group: 1 })),
  ].sort((a, b) => a.value - b.value);
  let rankSumFirst = 0;
  for (let index = 0; index < all.length;) {
    let end = index;
    while (end + 1 < all.length && all[end + 1]!.value === all[index]!.value) end += 1;
    const rank = (index + end) / 2 + 1;
    for (let tied = index; tied <= end; tied += 1) {
      if (all[tied]!.group === 0) rankSumFirst += rank;
    }
    index = end + 1;
  }
  const n1 = first.length;
  const n2 = second.length;
  const u = rankSumFirst - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const deviation = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
  return (u - mean) / deviation;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  );
};

describe('sign-in link timing', () => {
  it('gives a known and an unknown e-mail the same follow-up latency', async () => {
    // Warm up both paths first: the first queries of a kind compile and cache plans.
    for (let index = 0; index < 3; index += 1) {
      await followUpLatency(`timing${samplesEach + index}@corner.test`);
      await followUpLatency(`warm-up${index}@corner.test`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < samplesEach; index += 1) {
      const knownFirst = index % 2 === 0;
      if (knownFirst) known.push(await followUpLatency(`timing${index}@corner.test`));
      unknown.push(await followUpLatency(`nobody${index}@corner.test`));
      if (!knownFirst) known.push(await followUpLatency(`timing${index}@corner.test`));
    }
    const z = mannWhitneyZ(known, unknown);
    const summary = `known median ${median(known).toFixed(2)} ms, unknown median ${median(unknown).toFixed(2)} ms, z ${z.toFixed(2)}`;
    console.info(`sign-in timing: ${summary}`);
    // |z| < 3.5: the two look like one distribution (a false alarm about 1 run in 2,000).
    expect(Math.abs(z), summary).toBeLessThan(3.5);
  }, 60_000);
});
