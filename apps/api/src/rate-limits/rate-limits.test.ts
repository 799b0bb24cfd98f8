import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { RateLimits } from './rate-limits.js';
import { RedisCounters } from './redis-counters.js';
import { MemoryCounters } from './window-counters.js';

/** A logger keeping what was logged, by level. */
function recordingLog() {
  const lines: string[] = [];
  const at = (level: string) => (_details: unknown, message?: string) =>
    lines.push(`${level}: ${message ?? String(_details)}`);
  const log = { warn: at('warn'), info: at('info'), debug: at('debug') };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const twoAMinute = {
  name: 'test',
  max: 2,
  windowMs: 60_000,
  message: 'Too many tries. Wait a minute.',
};

let unreachable: RedisCounters | undefined;
afterEach(async () => {
  await unreachable?.close();
  unreachable = undefined;
});

describe('RateLimits', () => {
  it('allows max hits a window per subject, then refuses with 429, the message and the wait', async () => {
    let now = 0;
    const limits = new RateLimits(recordingLog().log, () => new MemoryCounters(100, () => now));
    await limits.enforce(twoAMinute, 'dana@corner.test');
    now += 20_400;
    await limits.enforce(twoAMinute, 'dana@corner.test');
    await limits.enforce(twoAMinute, 'casey@corner.test');
    const refused = await limits.enforce(twoAMinute, 'dana@corner.test').catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: twoAMinute.message,
      retryAfterSeconds: 40,
    });
    now += 39_600;
    await expect(limits.enforce(twoAMinute, 'dana@corner.test')).resolves.toBeUndefined();
  });

  it('keeps separate counts for limits of different names', async () => {
    const limits = new RateLimits(recordingLog().log);
    const other = { ...twoAMinute, name: 'other' };
    for (const limit of [twoAMinute, twoAMinute, other, other]) {
      expect((await limits.count(limit, '10.0.0.1')).allowed).toBe(true);
    }
    expect((await limits.count(other, '10.0.0.1')).allowed).toBe(false);
  });

  it("bounds each limit's keys on its own: one limit's many keys never push out another's", async () => {
    const limits = new RateLimits(recordingLog().log, () => new MemoryCounters(10));
    const signIn = { ...twoAMinute, name: 'sign-in' };
    const flood = { ...twoAMinute, name: 'flood' };
    await limits.count(signIn, 'dana@corner.test');
    await limits.count(signIn, 'dana@corner.test');
    for (let n = 0; n < 1_000; n += 1) await limits.count(flood, `10.0.${n >> 8}.${n & 255}`);
    // Dana's window is still there: her third try in the minute is refused.
    expect((await limits.count(signIn, 'dana@corner.test')).allowed).toBe(false);
  });

  it('goes on limiting in memory when Redis cannot be reached, with one warning', async () => {
    const { log, lines } = recordingLog();
    const limits = new RateLimits(log);
    unreachable = new RedisCounters('redis://127.0.0.1:1', 'test:', {
      onError: (error) => limits.failed(error),
      onReady: () => undefined,
    });
    limits.share(unreachable);
    const answers = [];
    for (let hit = 0; hit < 4; hit += 1) answers.push(await limits.count(twoAMinute, 'x'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false, false]);
    expect(answers[2]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(lines.filter((line) => line.startsWith('warn'))).toEqual([
      'warn: rate limits unavailable in Redis: counting per instance',
    ]);
  });
});
