import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailWaitingMessages, type MessageMailSettings } from './message-mails.js';

declare module 'fastify' {
  interface FastifyInstance {
    messageMails: {
      /** One pass now (tests call it; the app runs one every half minute on every instance). */
      mailWaiting(): Promise<number>;
    };
  }
}

const passIntervalMs = 30_000;

/**
 * Runs the message mails' pass on every instance, one pass at a time per instance (the
 * transactions keep instances apart), and waits for a running pass when the app closes.
 */
async function messageMailsPlugin(app: FastifyInstance, settings: MessageMailSettings) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const mailWaiting = () => {
    const pass = running.then(() => (stopped ? 0 : mailWaitingMessages(app, settings)));
    running = pass.catch(() => undefined);
    return pass;
  };
  app.decorate('messageMails', { mailWaiting });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      mailWaiting().catch((error: unknown) =>
        app.log.error({ err: error }, 'message mail pass failed'),
      );
    }, passIntervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}

export default fp(messageMailsPlugin, {
  name: 'message-mails',
  fastify: '5.x',
  dependencies: ['database', 'mail'],
});
