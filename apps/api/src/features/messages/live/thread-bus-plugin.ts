import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessThreadBus, RedisThreadBus, type ThreadBus } from './thread-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the thread's changes are told to its open connections (decision 60). */
    threadBus: ThreadBus;
  }
}

export interface ThreadBusPluginOptions {
  /** Changes shared by every instance through Redis; without it, in process. */
  redisUrl?: string | undefined;
  /** REDIS_KEY_PREFIX: the channel is `{prefix}threads`. */
  keyPrefix?: string;
}

async function threadBusPlugin(app: FastifyInstance, options: ThreadBusPluginOptions) {
  const log = app.log.child({ component: 'thread-bus' });
  let bus: ThreadBus;
  if (options.redisUrl) {
    // One line when Redis goes away, not one per reconnection attempt.
    let down = false;
    const redisBus = new RedisThreadBus(options.redisUrl, `${options.keyPrefix ?? ''}threads`, {
      onError: (error) => {
        if (!down) log.warn({ err: error }, 'thread changes: Redis failed; retrying');
        down = true;
      },
      onListening: () => {
        down = false;
        log.info('thread changes shared through Redis');
      },
    });
    // A starting instance hears the others' changes from its first stream on.
    await redisBus.listening();
    bus = redisBus;
  } else {
    bus = new InProcessThreadBus();
  }
  app.decorate('threadBus', bus);
  app.addHook('onClose', () => bus.close());
}

export default fp(threadBusPlugin, { name: 'thread-bus', fastify: '5.x' });
