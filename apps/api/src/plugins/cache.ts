import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultCacheLimits, type CacheLimits } from '../cache/cache-store.js';
import { MemoryStore } from '../cache/memory-store.js';
import { ReadModelCache } from '../cache/read-model-cache.js';
import { RedisStore } from '../cache/redis-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read-model cache (PRODUCT.md 1): in process, or shared through Redis. */
    cache: ReadModelCache;
  }
}

export interface CachePluginOptions {
  /** Shared cache for several instances; without it, in process. */
  redisUrl: string | undefined;
  /** Namespace of every Redis key, so several portals (or tests) can share one server. */
  keyPrefix: string;
  limits?: CacheLimits;
}

async function cachePlugin(app: FastifyInstance, options: CachePluginOptions) {
  const log = app.log.child({ component: 'cache' });
  const limits = options.limits ?? defaultCacheLimits;
  const cache = new ReadModelCache(log);
  const store = options.redisUrl
    ? new RedisStore(options.redisUrl, options.keyPrefix, limits, {
        onError: (error) => cache.failed(error),
        onReady: () => log.info('connected to Redis'),
      })
    : new MemoryStore(limits);
  cache.use(store);
  app.decorate('cache', cache);
  app.addHook('onClose', () => store.close());
  log.info({ store: store.kind }, 'cache ready');
}

export default fp(cachePlugin, { name: 'cache', fastify: '5.x', dependencies: [] });
