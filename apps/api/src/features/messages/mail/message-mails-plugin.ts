import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicPass } from '../../../lib/periodic-pass.js';
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
  const mailWaiting = periodicPass(app, 'message mail', passIntervalMs, () =>
    mailWaitingMessages(app, settings),
  );
  app.decorate('messageMails', { mailWaiting });
}

export default fp(messageMailsPlugin, {
  name: 'message-mails',
  fastify: '5.x',
  dependencies: ['database', 'mail'],
});
