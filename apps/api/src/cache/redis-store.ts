import type { Redis } from 'ioredis';
import { closeRedis, redisClient } from '../lib/redis-client.js';
import type { CacheEntryShape, CacheLimits, CacheLookup, CacheStore } from './cache-store.js';

/*
 * The shared cache: values live in Redis itself, so a drop made by one API instance is seen by
 * every other at once (decision 13.2). A read is one MGET (value and generation); a
 * refill and a drop are one script each, atomic on the server. Each scope has a hash
 * `index:{scope}` of its keys and their tags.
 */

// KEYS: generation, entry, index…; ARGV: generation read, value, ttl ms, tags.
const setScript = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
for i = 3, #KEYS do
  redis.call('HSET', KEYS[i], KEYS[2], ARGV[4])
  redis.call('PEXPIRE', KEYS[i], ARGV[3])
end
return 1`;

// KEYS: generation, index; ARGV: tag ('' for all). Answers how many live entries went.
const dropScript = `
redis.call('INCR', KEYS[1])
local entries = redis.call('HGETALL', KEYS[2])
local dropped = 0
for i = 1, #entries, 2 do
  local tags = ' ' .. entries[i + 1] .. ' '
  if ARGV[1] == '' or string.find(tags, ' ' .. ARGV[1] .. ' ', 1, true) then
    dropped = dropped + redis.call('DEL', entries[i])
    redis.call('HDEL', KEYS[2], entries[i])
  end
end
return dropped`;

interface ScriptedRedis extends Redis {
  cacheSet(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number>;
  cacheDrop(generationKey: string, indexKey: string, tag: string): Promise<number>;
}

export interface RedisStoreEvents {
  /** The connection failed or dropped (ioredis keeps reconnecting). */
  onError: (error: Error) => void;
  /** Connected (again). */
  onReady: () => void;
}

export class RedisStore implements CacheStore {
  readonly kind = 'redis';
  private readonly redis: ScriptedRedis;
  private readonly generationKey: string;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly limits: CacheLimits,
    events: RedisStoreEvents,
  ) {
    this.redis = redisClient(url) as ScriptedRedis;
    this.redis.defineCommand('cacheSet', { lua: setScript });
    this.redis.defineCommand('cacheDrop', { numberOfKeys: 2, lua: dropScript });
    this.redis.on('error', events.onError);
    this.redis.on('ready', events.onReady);
    this.generationKey = `${prefix}generation`;
  }

  async get(key: string): Promise<CacheLookup> {
    const [value, generation] = await this.redis.mget(this.prefix + key, this.generationKey);
    return { value: value ?? null, generation: generation ?? '0' };
  }

  async set(key: string, value: string, shape: CacheEntryShape, generation: string) {
    const keys = [
      this.generationKey,
      this.prefix + key,
      ...shape.scopes.map((scope) => this.indexKey(scope)),
    ];
    await this.redis.cacheSet(
      keys.length,
      ...keys,
      generation,
      value,
      this.limits.ttlMs,
      shape.tags.join(' '),
    );
  }

  drop(scope: string, tag?: string): Promise<number> {
    return this.redis.cacheDrop(this.generationKey, this.indexKey(scope), tag ?? '');
  }

  close() {
    return closeRedis(this.redis);
  }

  private indexKey(scope: string) {
    return `${this.prefix}index:${scope}`;
  }
}
