import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateParams } from '../../src/db/schema.js';
import { viewers } from '../helpers/domain-fixtures.js';
import {
  caller,
  deleteTestKeys,
  seedWithBatch,
  testKeyPrefix,
  testRedisUrl,
  usParams,
} from '../helpers/cache.js';
import { startTestObjectStore, type TestObjectStore } from '../helpers/object-store.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { testPicture, uploadAs } from '../helpers/uploads.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/*
 * Two API instances on one database and one Redis, as behind a load balancer: a session made
 * on one is valid on the other (and ends on both at logout), a write on one is seen at once on
 * the other (its cache entry is dropped), and two saves of the same parameters revision at the
 * same moment, one on each instance, give one success and one 409. The rate limits count
 * across both: a caller who alternates between them gets no more than from one (decision 31).
 * Both keep their files in one object store (decision 32), so a picture stored through one is
 * served by both. The cache itself across instances is covered in
 * src/features/cache-refresh/cache.redis.int.test.ts.
 */

const prefix = testKeyPrefix('reliability-two');
const env = {
  REDIS_URL: testRedisUrl,
  REDIS_KEY_PREFIX: prefix,
  SESSION_SECRET: 'a-shared-session-secret-of-the-two-instances',
};
let first: TestApp;
let second: TestApp;
let seeded: Awaited<ReturnType<typeof seedWithBatch>>;
let objectStore: TestObjectStore;

beforeAll(async () => {
  objectStore = await startTestObjectStore();
  first = await buildTestApp({ env, fileStore: objectStore });
  second = await buildTestApp({ env, shareDatabaseOf: first, fileStore: objectStore });
  seeded = await seedWithBatch(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await objectStore?.destroy();
  await deleteTestKeys(prefix);
});

const post = (subject: TestApp, url: string, payload: object, cookie?: string) =>
  subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
  });
const postFrom = (subject: TestApp, remoteAddress: string, url: string, payload: object) =>
  subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress,
    headers: { origin: testOrigin },
  });
const get = (subject: TestApp, url: string, cookie: string) =>
  subject.app.inject({ url: `/api/v1${url}`, headers: { cookie } });

describe('two API instances on one database and Redis', () => {
  it('signs in on one through a link and keeps the session valid on both until logout', async () => {
    const asked = await post(first, '/auth/sign-in-link', { email: viewers.designer });
    expect(asked.statusCode).toBe(202);
    await first.app.authTasks.settled();
    const outbox = (await get(second, '/dev/outbox', '')).json<{
      mails: Array<{ to: string; text: string }>;
    }>();
    const mail = outbox.mails.find((each) => each.to === viewers.designer);
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const signedIn = await post(second, '/auth/verify', { token, email: viewers.designer });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((each) => each.name === 'corner_session')!;
    const cookie = `${session.name}=${session.value}`;

    for (const subject of [first, second]) {
      const profile = await get(subject, '/auth/session', cookie);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().email).toBe(viewers.designer);
      expect((await get(subject, seeded.batchUrl, cookie)).statusCode).toBe(200);
    }
    expect((await post(first, '/auth/logout', {}, cookie)).statusCode).toBe(204);
    for (const subject of [first, second]) {
      const signedOut = await get(subject, '/auth/session', cookie);
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json()).toBeNull();
    }
  });

  it('gives one success and one 409 to saves of one revision on both at once', async () => {
    const [onFirst, onSecond] = [caller(first), caller(second)];
    const saveUrl = `${seeded.batchUrl}/update-parameters`;
    const created = await onFirst('POST', saveUrl, viewers.designer, usParams);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().estimateParams as { id: string };
    let { revision } = created.json().estimateParams as { revision: number };
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      // Both instances have the batch cached before the race.
      await onFirst('GET', seeded.batchUrl, viewers.designer);
      await onSecond('GET', seeded.batchUrl, viewers.designer);
      const stale = { estimateParamsId: id, revision };
      const answers = await Promise.all([
        onFirst('POST', saveUrl, viewers.designer, { ...usParams, ...stale, size: 'large' }),
        onSecond('POST', saveUrl, viewers.designer, { ...usParams, ...stale, size: 'small' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      const loser = answers[1 - winner]!;
      expect(loser.json()).toMatchObject({ code: 'STALE_REVISION' });
      expect(loser.json().error).toMatch(/changed by someone else/);
      const size = winner === 0 ? 'large' : 'small';
      revision += 1;
      const [stored] = await first.app.database.db.select().from(estimateParams);
      expect(stored).toMatchObject({ revision, size });
      // Whichever instance saved, both now answer the saved values, not a cached copy.
      for (const call of [onFirst, onSecond]) {
        const batch = await call('GET', seeded.batchUrl, viewers.designer);
        expect(batch.json().estimateParams).toMatchObject({ id, revision, size });
      }
    }
  });

  it('serves a render uploaded through one instance from the other, and deletes it for both', async () => {
    const uploaded = await uploadAs(first, viewers.designer, await testPicture(), 'render.png');
    expect(uploaded.statusCode).toBe(201);
    const render = uploaded.json<{ id: string; thumbnailsLarge: string }>();
    const versionUrl = `/admin/projects/${seeded.projectA.id}/design-versions/${seeded.versionA.id}`;
    const attached = await caller(second)('POST', `${versionUrl}/renders`, viewers.designer, {
      imageId: render.id,
    });
    expect(attached.statusCode).toBe(201);

    const fetchFrom = async (subject: TestApp, email: string) =>
      subject.app.inject({
        url: render.thumbnailsLarge,
        headers: { cookie: await signInAs(subject, email) },
      });
    const [fromFirst, fromSecond] = [
      await fetchFrom(first, viewers.customerA),
      await fetchFrom(second, viewers.customerA),
    ];
    expect([fromFirst.statusCode, fromSecond.statusCode]).toEqual([200, 200]);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    expect(fromSecond.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // One entity tag on both: a browser's copy from one is still good on the other.
    expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
    expect(fromSecond.headers['cache-control']).toBe('private, no-cache');
    expect((await fetchFrom(second, viewers.customerB)).statusCode).toBe(404);

    const detached = await caller(first)(
      'DELETE',
      `${versionUrl}/renders/${render.id}`,
      viewers.designer,
    );
    expect(detached.statusCode).toBe(200);
    for (const subject of [first, second]) {
      expect((await fetchFrom(subject, viewers.designer)).statusCode).toBe(404);
    }
    expect(await objectStore.keys()).toEqual([]);
  });
});

describe('rate limits of two API instances sharing Redis', () => {
  /** The instance answering the n-th request, as a round-robin load balancer picks. */
  const alternate = (n: number) => (n % 2 === 0 ? first : second);

  /** Both instances refuse the next request with the 429 body and a Retry-After. */
  async function refusedByBoth(ask: (subject: TestApp) => ReturnType<typeof post>, wait: number) {
    for (const subject of [first, second]) {
      const refused = await ask(subject);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(refused.json().error).toEqual(expect.any(String));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(wait);
    }
  }

  it('refuses the 21st sign-in link a minute from one address, whichever instance answers', async () => {
    const address = '10.61.0.1';
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const email = `visitor${n}@corner.test`;
      statuses.push(
        (await postFrom(alternate(n), address, '/auth/sign-in-link', { email })).statusCode,
      );
    }
    expect(statuses).toEqual(Array<number>(20).fill(202));
    await refusedByBoth(
      (subject) =>
        postFrom(subject, address, '/auth/sign-in-link', { email: 'one-more@corner.test' }),
      60,
    );
    // Another address is not limited.
    const other = await postFrom(second, '10.61.0.2', '/auth/sign-in-link', {
      email: 'one-more@corner.test',
    });
    expect(other.statusCode).toBe(202);
  });

  it('sends one link a minute to an address, whichever instance is asked', async () => {
    const email = 'once-a-minute@corner.test';
    expect((await postFrom(first, '10.61.1.1', '/auth/sign-in-link', { email })).statusCode).toBe(
      202,
    );
    await refusedByBoth(
      (subject) => postFrom(subject, '10.61.1.2', '/auth/sign-in-link', { email }),
      60,
    );
  });

  it('allows 10 tries of one sign-in token in all, not 10 per instance', async () => {
    const token = 'a-token-tried-on-two-instances-of-forty-three-chars';
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const payload = { token, email: `guess${n}@corner.test` };
      statuses.push(
        (await postFrom(alternate(n), '10.61.2.1', '/auth/verify', payload)).statusCode,
      );
    }
    expect(statuses).toEqual(Array<number>(10).fill(400));
    await refusedByBoth(
      (subject) =>
        postFrom(subject, '10.61.2.2', '/auth/verify', { token, email: 'a@corner.test' }),
      600,
    );
  });

  it('counts the unknown estimate-page slugs of an address on both instances together', async () => {
    const address = '10.61.3.1';
    const open = (subject: TestApp, slug: string) =>
      subject.app.inject({ url: `/api/v1/estimate-view/${slug}`, remoteAddress: address });
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1)
      statuses.push((await open(alternate(n), `guess-${n}`)).statusCode);
    expect(statuses).toEqual(Array<number>(20).fill(404));
    await refusedByBoth((subject) => open(subject, 'guess-more'), 600);
  });
});
