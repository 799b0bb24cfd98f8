import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { logTransport, MailSender, smtpTransport } from '../mail/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Writes the mail to the outbox and starts a delivery pass without waiting for it. */
      send(mail: Mail): Promise<void>;
      sender: MailSender;
    };
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
}

const pollIntervalMs = 5_000;

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  const log = app.log.child({ component: 'mail' });
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : logTransport(log);
  const sender = new MailSender(app.database.db, transport, log);
  const kick = () => {
    sender.deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail pass failed'));
  };
  app.decorate('mail', {
    sender,
    send: async (mail: Mail) => {
      await enqueueMail(app.database.db, mail);
      kick();
    },
  });
  app.addHook('onReady', async () => sender.start(pollIntervalMs));
  app.addHook('preClose', () => sender.stop());
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x', dependencies: ['database'] });
