import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

/*
 * Every mail is written here first and sent from here (PRODUCT.md section 1): a mail server
 * that is down delays a mail, it never loses one.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
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
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
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
  await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
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
