import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessThreadBus, type ThreadBus } from './thread-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the thread's changes are told to its open connections (decision 60). */
    threadBus: ThreadBus;
  }
}

async function threadBusPlugin(app: FastifyInstance) {
  const bus = new InProcessThreadBus();
  app.decorate('threadBus', bus);
  app.addHook('onClose', () => bus.close());
}

export default fp(threadBusPlugin, { name: 'thread-bus', fastify: '5.x' });
