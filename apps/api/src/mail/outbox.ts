import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox, type MailAttachment } from '../db/schema.js';
import type { MailSealer, MailSecrets } from './mail-secrets.js';

/*
 * Every mail is written here first and sent from here (PRODUCT.md section 1): a mail server
 * that is down delays a mail, it never loses one.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Values for the `{{name}}` placeholders of text and html that must not be stored in clear. */
  secrets?: MailSecrets | undefined;
  /** Stored files sent with it, read from the file store when it is sent. */
  attachments?: MailAttachment[] | undefined;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes the mail (its secrets sealed); `db` may be a transaction the mail belongs to. */
export async function enqueueMail(db: Db, sealer: MailSealer, mail: Mail): Promise<void> {
  const { secrets, attachments, ...stored } = mail;
  await db.insert(mailOutbox).values({
    ...stored,
    attachments: attachments?.length ? attachments : null,
    sealedSecrets: secrets ? sealer.seal(secrets.values) : null,
    secretsExpireAt: secrets?.expiresAt ?? null,
  });
}

// While one sender delivers a mail, others leave it alone for this long.
const leaseMs = 60_000;

/**
 * Claims up to `limit` unsent mails that are due, pushing their next attempt past a lease so a
 * second instance does not send them too (SKIP LOCKED: instances never wait on each other).
 */
export async function claimDueMails(db: Db, now: Date, limit = 10): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.secretsExpireAt), gt(mailOutbox.secretsExpireAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(sql`${mailOutbox.id} in ${due}`)
    .returning();
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null, sealedSecrets: null })
    .where(eq(mailOutbox.id, id));
}

/** Drops the sealed secrets of mails whose secrets have expired; those are never sent. */
export async function dropExpiredSecrets(db: Db, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sealedSecrets: null, lastError: 'not sent: its link expired first' })
    .where(and(isNotNull(mailOutbox.sealedSecrets), lte(mailOutbox.secretsExpireAt, now)));
}

export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: row.attempts + 1, lastError: error.slice(0, 500), nextAttemptAt })
    .where(eq(mailOutbox.id, row.id));
}

export async function latestMails(db: Db, limit = 50): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
