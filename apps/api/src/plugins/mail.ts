import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { MailSealer } from '../mail/mail-secrets.js';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { logTransport, MailSender, smtpTransport } from '../mail/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /**
       * Writes the mail to the outbox in `db` (a transaction it belongs to). The poll sends
       * it within seconds; no pass starts at once, so the sending is not tied in time to the
       * request that wrote the mail (a sign-in link request must not show it made one).
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
  const readAttachment = async (fileKey: string) => {
    const file = await app.images.files.get(fileKey);
    if (!file || 'notModified' in file) throw new Error(`attachment ${fileKey} is not stored`);
    return buffer(file.body);
  };
  const sender = new MailSender(
    app.database.db,
    transport,
    log,
    sealer,
    options.keepSentCopies,
    readAttachment,
  );
  app.decorate('mail', {
    sender,
    write: (db: Db, mail: Mail) => enqueueMail(db, sealer, mail),
  });
  app.addHook('onReady', async () => sender.start(pollIntervalMs));
  app.addHook('preClose', () => sender.stop());
}

export default fp(mailPlugin, {
  name: 'mail',
  fastify: '5.x',
  dependencies: ['database', 'files'],
});
