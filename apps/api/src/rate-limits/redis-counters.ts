import type { Redis } from 'ioredis';
import { closeRedis, redisClient } from '../lib/redis-client.js';
import type { WindowCount, WindowCounters } from './window-counters.js';

/*
 * The counts every API instance shares: one Redis key per window, counted and given its end by
 * one script, atomic on the server, so concurrent hits from several instances each count once
 * and a window can never be left without an end (decision 31.2).
 */

// KEYS: the counter; ARGV: window ms. Answers the count and the ms left in the window.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

interface ScriptedRedis extends Redis {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
}

export interface RedisCountersEvents {
  /** The connection failed or dropped (ioredis keeps reconnecting). */
  onError: (error: Error) => void;
  /** Connected (again). */
  onReady: () => void;
}

export class RedisCounters implements WindowCounters {
  private readonly redis: ScriptedRedis;

  constructor(
    url: string,
    /** Namespace of the counters' keys: REDIS_KEY_PREFIX, then `rate:`. */
    private readonly prefix: string,
    events: RedisCountersEvents,
  ) {
    this.redis = redisClient(url) as ScriptedRedis;
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: hitScript });
    this.redis.on('error', events.onError);
    this.redis.on('ready', events.onReady);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, resetInMs] = await this.redis.rateLimitHit(this.prefix + key, windowMs);
    return { count, resetInMs };
  }

  /**
   * Resolves once connected, or after `timeoutMs` or a failed attempt (counting then goes on
   * in memory until Redis answers), so a starting instance counts in Redis from its first call.
   */
  connected(timeoutMs = 2_000): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done).once('error', done);
    });
  }

  close() {
    return closeRedis(this.redis);
  }
}
