import { portalPaths } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { newMessagesMail } from '../../../mail/templates/new-messages.js';
import { linkBase } from '../../auth/index.js';
import {
  claimBurst,
  markMailed,
  readersDue,
  type ClaimedBurst,
  type DueReader,
} from './message-mails-repository.js';

/*
 * "Mail, not spam" (issue 36, decision 60): a reader who has not read a message
 * `delayMinutes` after it was written gets one mail about the thread, carrying every message
 * they have neither read nor been mailed since. Then `mailed_up_to` moves to the newest one, so
 * the next mail waits for a new message and its own delay.
 */

export interface MessageMailSettings {
  /** MESSAGE_MAIL_DELAY_MINUTES. */
  delayMinutes: number;
  publicUrl: string | undefined;
}

const minute = 60_000;

function burstMail(
  app: FastifyInstance,
  burst: ClaimedBurst,
  projectId: string,
  settings: MessageMailSettings,
) {
  const base = linkBase(app, settings.publicUrl);
  return newMessagesMail(burst.reader.email, {
    projectName: burst.projectName,
    messages: burst.quoted,
    more: burst.total - burst.quoted.length,
    link: `${base}${portalPaths.projectMessages(projectId)}`,
    accountLink: `${base}${portalPaths.account}`,
  });
}

/**
 * Takes one reader's burst and writes its mail to the outbox in one transaction, so two
 * instances never mail the same burst: the second finds the mark locked, or moved on.
 */
function mailBurst(
  app: FastifyInstance,
  due: DueReader,
  dueBefore: Date,
  settings: MessageMailSettings,
) {
  return app.database.db.transaction(async (tx) => {
    const burst = await claimBurst(tx, due, dueBefore);
    if (!burst) return false;
    // With mails turned off the burst is passed over for good, not mailed when they turn back on.
    if (burst.reader.messageMails) {
      await app.mail.write(tx, await burstMail(app, burst, due.projectId, settings));
    }
    await markMailed(tx, due, burst.newestSequence);
    return burst.reader.messageMails;
  });
}

/** One pass over every thread; answers how many mails it wrote. */
export async function mailWaitingMessages(app: FastifyInstance, settings: MessageMailSettings) {
  const dueBefore = new Date(app.clock.now().getTime() - settings.delayMinutes * minute);
  let written = 0;
  for (const due of await readersDue(app.database.db, dueBefore)) {
    try {
      if (await mailBurst(app, due, dueBefore, settings)) written += 1;
    } catch (error) {
      // One reader's failure leaves the others their mail; theirs is tried on the next pass.
      app.log.warn({ err: error, ...due }, 'a message mail was not written');
    }
  }
  return written;
}
