import { Redis } from 'ioredis';

/*
 * The one way the API connects to Redis (the read-model cache and the rate limits each hold a
 * connection). While disconnected a command fails at once, so the caller falls back to what it
 * does without Redis instead of queueing; a hung server is given up on quickly; the client
 * reconnects in the background.
 */
export function redisClient(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Quits politely when connected; otherwise stops reconnecting. */
export async function closeRedis(redis: Redis) {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
