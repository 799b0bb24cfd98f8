import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteTestKeys, testKeyPrefix, testRedisUrl } from '../../test/helpers/cache.js';
import { RateLimits } from './rate-limits.js';
import { RedisCounters } from './redis-counters.js';

/*
 * The shared window counters on a real Redis: the window logic of window-counters.ts, kept by
 * one script, and counts that two instances (two connections) share hit by hit.
 */

const prefix = testKeyPrefix('rate-limits');
const noEvents = { onError: () => undefined, onReady: () => undefined };
let one: RedisCounters;
let two: RedisCounters;
let inspect: Redis;

beforeAll(async () => {
  one = new RedisCounters(testRedisUrl, prefix, noEvents);
  two = new RedisCounters(testRedisUrl, prefix, noEvents);
  inspect = new Redis(testRedisUrl);
  await Promise.all([one.connected(), two.connected()]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  inspect?.disconnect();
  await deleteTestKeys(prefix);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Redis window counters', () => {
  it('counts a key in a window that opens at its first hit and ends on time', async () => {
    const first = await one.hit('window', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await inspect.pttl(`${prefix}window`)).toBeGreaterThan(59_000);
    expect((await two.hit('window', 60_000)).count).toBe(2);
    expect((await one.hit('other', 60_000)).count).toBe(1);
  });

  it('never moves the end of a window, and starts again at one after it', async () => {
    await one.hit('short', 400);
    await sleep(200);
    const later = await two.hit('short', 400);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(250);
    await sleep(later.resetInMs + 50);
    const fresh = await one.hit('short', 400);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(300);
  });

  it('gives a window back its end if its key lost it', async () => {
    await inspect.set(`${prefix}no-end`, '7');
    const hit = await one.hit('no-end', 60_000);
    expect(hit).toEqual({ count: 8, resetInMs: 60_000 });
    expect(await inspect.pttl(`${prefix}no-end`)).toBeGreaterThan(59_000);
  });

  it('counts every hit once when two instances hit at the same moment', async () => {
    const hits = await Promise.all(
      Array.from({ length: 100 }, (_, n) => (n % 2 === 0 ? one : two).hit('race', 60_000)),
    );
    const counts = hits.map((hit) => hit.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
  });

  it('keeps neither the e-mail nor the token in the key', async () => {
    const limits = new RateLimits({
      warn() {},
      info() {},
      debug() {},
    } as unknown as FastifyBaseLogger);
    limits.share(one);
    const limit = { name: 'sign-in-email-minute', max: 1, windowMs: 60_000 };
    expect((await limits.count(limit, 'dana@corner.test')).allowed).toBe(true);
    expect((await limits.count(limit, 'dana@corner.test')).allowed).toBe(false);
    const keys = await inspect.keys(`${prefix}sign-in-email-minute:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.slice(prefix.length)).not.toMatch(/dana|corner/);
  });
});
