import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewers } from '../helpers/domain-fixtures.js';
import { caller, dataQuery, eventually, seedWithBatch, usParams } from '../helpers/cache.js';
import { startOwnRedis, type OwnRedis } from '../helpers/own-servers.js';
import { testOrigin } from '../helpers/sessions.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/*
 * Redis killed and started again (a redis-server of this test's own, on its own port): the
 * portal keeps serving every call from the database meanwhile, with no 5xx, and once Redis is
 * back it uses the cache again: repeated reads make no data query, and the entries are in Redis.
 * The rate limits hold meanwhile: the instance counts in its own memory (every hit is counted
 * there too, so what it saw before the outage still counts), and in Redis again once it is back.
 */

let redis: OwnRedis;
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedWithBatch>>;
let queries: string[] = [];
const prefix = 'corner-outage:';

beforeAll(async () => {
  redis = await startOwnRedis();
  subject = await buildTestApp({
    env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix },
    onQuery: (query) => queries.push(query),
  });
  seeded = await seedWithBatch(subject);
});
afterAll(async () => {
  await subject?.close();
  await redis?.kill();
});

const dataQueries = () => queries.filter((query) => dataQuery.test(query));

async function keysInRedis(pattern = '*'): Promise<string[]> {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
  try {
    return await client.keys(`${prefix}${pattern}`);
  } finally {
    client.disconnect();
  }
}

/** A read made twice: the second comes from the cache, with no data query at all. */
async function servedFromCache(url: string) {
  const call = caller(subject);
  expect((await call('GET', url, viewers.designer)).statusCode).toBe(200);
  queries = [];
  expect((await call('GET', url, viewers.designer)).statusCode).toBe(200);
  expect(dataQueries()).toEqual([]);
}

describe('Redis down and back', () => {
  it('serves from the database with no 5xx while down, and from the cache once back', async () => {
    const call = caller(subject);
    const reads = [
      seeded.batchUrl,
      `${seeded.projectUrl}/batches`,
      `${seeded.projectUrl}/design-versions`,
    ];
    await eventually(() => servedFromCache(seeded.batchUrl));
    expect((await keysInRedis()).length).toBeGreaterThan(0);

    await redis.kill();
    const statuses: number[] = [];
    let revision: number | undefined;
    let paramsId: string | undefined;
    for (let round = 1; round <= 5; round += 1) {
      queries = [];
      for (const url of reads) statuses.push((await call('GET', url, viewers.designer)).statusCode);
      expect(dataQueries().length).toBeGreaterThan(0);
      const saved = await call('POST', `${seeded.batchUrl}/update-parameters`, viewers.designer, {
        ...usParams,
        size: round % 2 === 0 ? 'large' : 'medium',
        ...(paramsId ? { estimateParamsId: paramsId, revision } : {}),
      });
      statuses.push(saved.statusCode);
      ({ id: paramsId, revision } = saved.json().estimateParams);
      const created = await call(
        'POST',
        `${seeded.projectUrl}/create-new-batch`,
        viewers.designer,
        {
          name: `While Redis is down ${round}`,
        },
      );
      statuses.push(created.statusCode);
      // Every write is seen at once: nothing stale is served.
      const batch = await call('GET', seeded.batchUrl, viewers.designer);
      expect(batch.json().estimateParams).toMatchObject({
        revision,
        size: saved.json().estimateParams.size,
      });
      const list = await call('GET', `${seeded.projectUrl}/batches`, viewers.designer);
      expect(list.json().map((each: { name: string }) => each.name)).toContain(
        `While Redis is down ${round}`,
      );
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);

    await redis.start();
    for (const url of reads) await eventually(() => servedFromCache(url));
    expect((await keysInRedis()).length).toBeGreaterThanOrEqual(reads.length);
    const fresh = await call('GET', seeded.batchUrl, viewers.designer);
    expect(fresh.json().estimateParams).toMatchObject({ revision: 5, size: 'medium' });
    const warnings = subject.logs().map((line) => line.msg);
    expect(warnings).toContain('cache unavailable: answering from the database');
    expect(warnings).toContain('cache available again');
  });
});

describe('rate limits with Redis down and back', () => {
  const askLink = (email: string, remoteAddress: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      remoteAddress,
      headers: { origin: testOrigin },
      payload: { email },
    });

  it('limits per instance while down, remembering earlier hits, and counts in Redis once back', async () => {
    expect((await askLink('before-outage@corner.test', '10.62.0.1')).statusCode).toBe(202);
    expect(await keysInRedis('rate:sign-in-email-minute:*')).toHaveLength(1);

    await redis.kill();
    // Counted before the outage, in memory as well: still refused.
    expect((await askLink('before-outage@corner.test', '10.62.0.2')).statusCode).toBe(429);
    expect((await askLink('during-outage@corner.test', '10.62.0.3')).statusCode).toBe(202);
    const refused = await askLink('during-outage@corner.test', '10.62.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const messages = () => subject.logs().map((line) => line.msg);
    expect(messages()).toContain('rate limits unavailable in Redis: counting per instance');

    await redis.start();
    let attempt = 0;
    await eventually(async () => {
      attempt += 1;
      const email = `after-outage-${attempt}@corner.test`;
      expect((await askLink(email, `10.62.1.${attempt}`)).statusCode).toBe(202);
      expect(await keysInRedis('rate:sign-in-email-minute:*')).toHaveLength(1);
    });
    expect(messages()).toContain('rate limits shared through Redis again');
  });
});
