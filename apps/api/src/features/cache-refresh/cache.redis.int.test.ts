import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designVersions } from '../../db/schema.js';
import { viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import {
  caller,
  dataQuery,
  deleteTestKeys,
  eventually,
  redisRelay,
  seedWithBatch,
  testKeyPrefix,
  testRedisUrl,
  usParams,
} from '../../../test/helpers/cache.js';

/*
 * Two API instances on one database, sharing Redis: what one invalidates, the other no
 * longer serves. And a Redis that is down or unreachable never fails a call.
 */

let queries: string[] = [];
const onQuery = (query: string) => queries.push(query);
const dataQueries = () => queries.filter((query) => dataQuery.test(query));

describe('two API instances sharing Redis', () => {
  const prefix = testKeyPrefix('two-instances');
  const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
  let first: TestApp;
  let second: TestApp;
  let seeded: Awaited<ReturnType<typeof seedWithBatch>>;
  let onFirst: ReturnType<typeof caller>;
  let onSecond: ReturnType<typeof caller>;

  beforeAll(async () => {
    first = await buildTestApp({ env, onQuery });
    second = await buildTestApp({ env, shareDatabaseOf: first });
    seeded = await seedWithBatch(first);
    [onFirst, onSecond] = [caller(first), caller(second)];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await deleteTestKeys(prefix);
  });

  /** Reads on one instance, then on the other from the cache the first one filled. */
  async function readAcross(url: string) {
    await eventually(async () => {
      await onSecond('GET', url, viewers.designer);
      queries = [];
      const response = await onFirst('GET', url, viewers.designer);
      expect(response.statusCode).toBe(200);
      expect(dataQueries()).toEqual([]);
    });
    return (await onSecond('GET', url, viewers.designer)).json();
  }

  it('answers fresh data on one instance after a write on the other', async () => {
    expect((await readAcross(seeded.batchUrl)).estimateParams).toBeNull();
    const saved = await onFirst('POST', `${seeded.batchUrl}/update-parameters`, viewers.designer, {
      ...usParams,
    });
    expect(saved.statusCode).toBe(200);
    const batch = await onSecond('GET', seeded.batchUrl, viewers.designer);
    expect(batch.json().estimateParams).toMatchObject({ country: 'us', revision: 1 });

    const versions = `${seeded.projectUrl}/design-versions`;
    expect((await readAcross(versions))[0].estimateStatus).toBe('not_calculated');
    const calculated = await onSecond(
      'POST',
      `${seeded.batchUrl}/calculate-batch-estimate`,
      viewers.admin,
    );
    expect(calculated.statusCode).toBe(200);
    const [version] = (await onFirst('GET', versions, viewers.designer)).json();
    expect(version.estimateStatus).toBe('completed');
  });

  it('drops an entry for every instance with a cache call on one of them', async () => {
    const versions = `${seeded.projectUrl}/design-versions`;
    await readAcross(versions);
    await first.app.database.db
      .update(designVersions)
      .set({ name: 'Renamed' })
      .where(eq(designVersions.id, seeded.versionA.id));
    expect((await onSecond('GET', versions, viewers.designer)).json()[0].name).toBe('Version A');
    const dropped = await onFirst(
      'DELETE',
      `/cache/projects/project/${seeded.projectA.id}/design-versions`,
      viewers.designer,
    );
    expect(dropped.json()).toEqual({ invalidated: 1 });
    expect((await onSecond('GET', versions, viewers.designer)).json()[0].name).toBe('Renamed');
  });
});

describe('a Redis that cannot be reached', () => {
  let subject: TestApp;
  let seeded: Awaited<ReturnType<typeof seedWithBatch>>;

  beforeAll(async () => {
    subject = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, onQuery });
    seeded = await seedWithBatch(subject);
  });
  afterAll(() => subject?.close());

  it('answers every call from the database and logs the failure', async () => {
    const call = caller(subject);
    const versions = `${seeded.projectUrl}/design-versions`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      queries = [];
      expect((await call('GET', versions, viewers.designer)).statusCode).toBe(200);
      expect(dataQueries().length).toBeGreaterThan(0);
    }
    const saved = await call('POST', `${seeded.batchUrl}/update-parameters`, viewers.designer, {
      ...usParams,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call('GET', seeded.batchUrl, viewers.designer)).json().estimateParams,
    ).toMatchObject({ country: 'us' });
    const dropped = await call('DELETE', `/cache/projects${seeded.projectUrl}`, viewers.admin);
    expect(dropped.json()).toEqual({ invalidated: 0 });
    const warnings = subject.logs().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toContain(
      'cache unavailable: answering from the database',
    );
  });
});

describe('Redis going down and coming back', () => {
  const prefix = testKeyPrefix('outage');
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let subject: TestApp;
  let seeded: Awaited<ReturnType<typeof seedWithBatch>>;

  beforeAll(async () => {
    relay = await redisRelay();
    const env = { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix };
    subject = await buildTestApp({ env, onQuery });
    seeded = await seedWithBatch(subject);
  });
  afterAll(async () => {
    await subject?.close();
    await relay?.cut();
    await deleteTestKeys(prefix);
  });

  const readsFromCache = async (url: string) => {
    const call = caller(subject);
    await call('GET', url, viewers.designer);
    queries = [];
    expect((await call('GET', url, viewers.designer)).statusCode).toBe(200);
    expect(dataQueries()).toEqual([]);
  };

  it('serves from the database meanwhile, and uses the cache again once it is back', async () => {
    const call = caller(subject);
    await eventually(() => readsFromCache(seeded.batchUrl));
    await relay.cut();
    const saved = await call('POST', `${seeded.batchUrl}/update-parameters`, viewers.designer, {
      ...usParams,
    });
    expect(saved.statusCode).toBe(200);
    queries = [];
    const batch = await call('GET', seeded.batchUrl, viewers.designer);
    expect(batch.json().estimateParams).toMatchObject({ country: 'us' });
    expect(dataQueries().length).toBeGreaterThan(0);
    await relay.restore();
    await eventually(() => readsFromCache(seeded.batchUrl));
    const fresh = await call('GET', seeded.batchUrl, viewers.designer);
    expect(fresh.json().estimateParams).toMatchObject({ country: 'us' });
  });
});
