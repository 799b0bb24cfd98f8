import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { MailSealer } from '../mail/mail-secrets.js';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { logTransport, MailSender, smtpTransport } from '../mail/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Writes the mail to the outbox and starts a delivery pass without waiting for it. */
      send(mail: Mail): Promise<void>;
      /**
       * Writes the mail in `db` (a transaction it belongs to) without starting a pass: the
       * poll sends it, so its sending is not tied to the request that wrote it.
       */
      write(db: Db, mail: Mail): Promise<void>;
      sender: MailSender;
    };
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  /** SESSION_SECRET: the key of the secrets (links) an outbox row keeps sealed. */
  secret: string | undefined;
  /** Local mode: remember the mails sent, links included, for GET /dev/outbox (memory only). */
  keepSentCopies: boolean;
}

const pollIntervalMs = 5_000;

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  const log = app.log.child({ component: 'mail' });
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : logTransport(log);
  const sealer = new MailSealer(options.secret);
  const sender = new MailSender(app.database.db, transport, log, sealer, options.keepSentCopies);
  const kick = () => {
    sender.deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail pass failed'));
  };
  app.decorate('mail', {
    sender,
    send: async (mail: Mail) => {
      await enqueueMail(app.database.db, sealer, mail);
      kick();
    },
    write: (db: Db, mail: Mail) => enqueueMail(db, sealer, mail),
  });
  app.addHook('onReady', async () => sender.start(pollIntervalMs));
  app.addHook('preClose', () => sender.stop());
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x', dependencies: ['database'] });
