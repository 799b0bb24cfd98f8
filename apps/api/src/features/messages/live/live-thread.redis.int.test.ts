import type { Message } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteTestKeys,
  eventually,
  redisRelay,
  testKeyPrefix,
  testRedisUrl,
} from '../../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import {
  listen,
  openEventStream,
  type EventStream,
} from '../../../../test/helpers/event-stream.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';

/*
 * The live thread across two API instances on one database and one real Redis (decision 60):
 * a message written through one arrives within a second on a stream open on the other; a
 * customer's stream there never carries an internal note. When the second instance loses
 * Redis, writing still works and its own streams are still told; once Redis is back, the next
 * change brings what its streams missed meanwhile.
 */

const prefix = testKeyPrefix('live-thread');
let relay: Awaited<ReturnType<typeof redisRelay>>;
let first: TestApp;
let second: TestApp;
let secondBase: string;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const open: EventStream[] = [];

beforeAll(async () => {
  relay = await redisRelay();
  const env = {
    REDIS_KEY_PREFIX: prefix,
    SESSION_SECRET: 'a-shared-secret-of-the-live-thread-test',
  };
  first = await buildTestApp({ env: { ...env, REDIS_URL: testRedisUrl } });
  // The second reaches Redis through a relay the test can cut.
  second = await buildTestApp({ env: { ...env, REDIS_URL: relay.url }, shareDatabaseOf: first });
  seeded = await seedDomain(first);
  secondBase = await listen(second);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await second?.close();
  await first?.close();
  await relay?.cut();
  await deleteTestKeys(prefix);
});

const liveUrl = () => `/api/v1/project/${seeded.projectA.id}/messages/live`;

async function openOnSecond(who: 'customerA' | 'designer') {
  const stream = await openEventStream(`${secondBase}${liveUrl()}`, {
    cookie: await signInAs(second, viewers[who]),
  });
  expect(stream.status).toBe(200);
  open.push(stream);
  return stream;
}

async function write(through: TestApp, who: 'designer' | 'admin', payload: object) {
  const answer = await through.app.inject({
    method: 'POST',
    url: `/api/v1/project/${seeded.projectA.id}/messages`,
    headers: { origin: testOrigin, cookie: await signInAs(through, viewers[who]) },
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Message>();
}

const texts = (stream: EventStream) =>
  stream.events.map((event) => (JSON.parse(event.data) as Message).text);
const listeningLines = (subject: TestApp) =>
  subject.logs().filter((line) => line.msg === 'thread changes shared through Redis').length;

describe('the live thread on two instances sharing Redis', () => {
  it('brings a message written through one to a stream on the other within a second', async () => {
    const customer = await openOnSecond('customerA');
    const staff = await openOnSecond('designer');
    await write(first, 'admin', { text: 'Only for staff', internal: true });
    const sentAt = performance.now();
    const message = await write(first, 'designer', { text: 'Written on the first instance' });
    const [event] = await customer.waitFor(1, 1_000);
    const arrival = performance.now() - sentAt;
    expect(arrival).toBeLessThan(1_000);
    expect(event!.id).toBe(String(message.sequence));
    expect(JSON.parse(event!.data)).toEqual(message);
    await staff.waitFor(2, 1_000);
    expect(texts(staff)).toEqual(['Only for staff', 'Written on the first instance']);
    expect(texts(customer)).toEqual(['Written on the first instance']);
  });

  it('keeps writing while Redis is away, and catches up on the next change once it is back', async () => {
    const customer = await openOnSecond('customerA');
    await relay.cut();
    // Written through the instance without Redis: stored, and its own streams are told.
    const local = await write(second, 'designer', { text: 'Written while Redis is away' });
    await customer.waitFor(1);
    expect(customer.events[0]!.id).toBe(String(local.sequence));
    // Written through the other: the second cannot hear it yet.
    const missed = await write(first, 'admin', { text: 'Missed while away' });
    const listenedBefore = listeningLines(second);
    await relay.restore();
    await eventually(async () => expect(listeningLines(second)).toBeGreaterThan(listenedBefore));
    const next = await write(first, 'designer', { text: 'After Redis is back' });
    await customer.waitFor(3);
    expect(customer.events.map((event) => Number(event.id))).toEqual([
      local.sequence,
      missed.sequence,
      next.sequence,
    ]);
    expect(texts(customer)).toEqual([
      'Written while Redis is away',
      'Missed while away',
      'After Redis is back',
    ]);
  });
});
