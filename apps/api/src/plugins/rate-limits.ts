import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimits } from '../rate-limits/rate-limits.js';
import { RedisCounters } from '../rate-limits/redis-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every rate limit's counters: shared through Redis, or in process (decision 31). */
    rateLimits: RateLimits;
  }
}

export interface RateLimitsPluginOptions {
  /** Counts shared by every instance; without it, each instance counts on its own. */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: the counters' keys are `{prefix}rate:…`. */
  keyPrefix: string;
}

async function rateLimitsPlugin(app: FastifyInstance, options: RateLimitsPluginOptions) {
  const log = app.log.child({ component: 'rate-limits' });
  const rateLimits = new RateLimits(log);
  if (options.redisUrl) {
    const counters = new RedisCounters(options.redisUrl, `${options.keyPrefix}rate:`, {
      onError: (error) => rateLimits.failed(error),
      onReady: () => log.info('rate limits counted in Redis'),
    });
    rateLimits.share(counters);
    app.addHook('onClose', () => counters.close());
    await counters.connected();
  }
  app.decorate('rateLimits', rateLimits);
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', fastify: '5.x', dependencies: [] });
