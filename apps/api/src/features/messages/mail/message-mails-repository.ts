import { userTypes, type UserType } from '@corner/contracts';
import {
  and,
  asc,
  count,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  max,
  min,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.js';
import {
  messageReadMarks,
  projectCustomers,
  projectMessages,
  projects,
  users,
} from '../../../db/schema.js';
import { visibleTo } from '../messages-repository.js';

/*
 * Who is mailed about a thread, and which messages (issue 36, decision 60). A thread's readers
 * are the project's customers and, on the staff side, its designer, or every admin when it has
 * none. A reader's burst: the messages they may see (`visibleTo`), from others, not hidden,
 * after both their read mark and what they were last mailed.
 */

/** Every (project, reader) pair of every thread. */
function threadReaders(db: Db) {
  return unionAll(
    db
      .select({ projectId: projectCustomers.projectId, userId: projectCustomers.userId })
      .from(projectCustomers),
    db
      .select({ projectId: projects.id, userId: sql<string>`${projects.designerId}` })
      .from(projects)
      .where(isNotNull(projects.designerId)),
    db
      .select({ projectId: projects.id, userId: users.id })
      .from(projects)
      .innerJoin(users, eq(users.type, 'admin'))
      .where(isNull(projects.designerId)),
  ).as('readers');
}

/** The messages of the reader's burst: visible to them, from others, not hidden, after `after`. */
const burstOf = (reader: { id: SQLWrapper | string; type: UserType }, after: SQL | number) =>
  and(
    gt(projectMessages.sequence, after),
    isNull(projectMessages.hiddenAt),
    or(isNull(projectMessages.authorId), ne(projectMessages.authorId, reader.id)),
    visibleTo(reader),
  );

export interface DueReader {
  projectId: string;
  userId: string;
}

/**
 * The readers whose burst began at `dueBefore` or earlier, in every thread. A first look
 * without locks: `claimBurst` checks again under the lock of the reader's mark.
 */
export async function readersDue(db: Db, dueBefore: Date): Promise<DueReader[]> {
  const readers = threadReaders(db);
  const after = sql`greatest(coalesce(${messageReadMarks.readUpTo}, 0), coalesce(${messageReadMarks.mailedUpTo}, 0))`;
  const due: DueReader[] = [];
  // Per type of reader, as what a reader may see depends on it.
  for (const type of userTypes) {
    const rows = await db
      .select({ projectId: readers.projectId, userId: readers.userId })
      .from(readers)
      .innerJoin(users, and(eq(users.id, readers.userId), eq(users.type, type)))
      .innerJoin(projects, and(eq(projects.id, readers.projectId), eq(projects.isDemo, false)))
      .leftJoin(
        messageReadMarks,
        and(
          eq(messageReadMarks.projectId, readers.projectId),
          eq(messageReadMarks.userId, readers.userId),
        ),
      )
      .innerJoin(
        projectMessages,
        and(
          eq(projectMessages.projectId, readers.projectId),
          burstOf({ id: readers.userId, type }, after),
        ),
      )
      .groupBy(readers.projectId, readers.userId)
      .having(lte(min(projectMessages.createdAt), dueBefore));
    due.push(...rows);
  }
  return due;
}

export interface Reader {
  id: string;
  email: string;
  type: UserType;
  messageMails: boolean;
}

/** Messages a mail quotes in full; it counts the others. */
export const quotedAtMost = 5;

/** One reader's burst, taken: its first messages, how many it has, and its newest. */
export interface ClaimedBurst {
  reader: Reader;
  projectName: string;
  /** The first `quotedAtMost` messages, oldest first. */
  quoted: { authorName: string; text: string; internal: boolean }[];
  total: number;
  newestSequence: number;
}

/**
 * Locks the reader's mark for the transaction (FOR UPDATE SKIP LOCKED: another instance
 * holding it is passed over, never waited for) and reads their burst again under the lock:
 * null when another instance took it first, the reader read it meanwhile, or it is not due.
 * The caller then writes the mail and `markMailed` in the same transaction.
 */
export async function claimBurst(
  tx: Tx,
  due: DueReader,
  dueBefore: Date,
): Promise<ClaimedBurst | null> {
  const mark = and(
    eq(messageReadMarks.projectId, due.projectId),
    eq(messageReadMarks.userId, due.userId),
  );
  // A reader who never opened the thread has no mark yet: one to lock.
  await tx
    .insert(messageReadMarks)
    .values({ projectId: due.projectId, userId: due.userId, readUpTo: 0, mailedUpTo: 0 })
    .onConflictDoNothing();
  const [locked] = await tx
    .select({ readUpTo: messageReadMarks.readUpTo, mailedUpTo: messageReadMarks.mailedUpTo })
    .from(messageReadMarks)
    .where(mark)
    .for('update', { skipLocked: true });
  if (!locked) return null;
  const [details] = await tx
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      messageMails: users.messageMails,
      projectName: projects.name,
    })
    .from(users)
    .innerJoin(projects, eq(projects.id, due.projectId))
    .where(eq(users.id, due.userId));
  if (!details) return null;
  const { projectName, ...reader } = details;
  const burst = and(
    eq(projectMessages.projectId, due.projectId),
    burstOf(reader, Math.max(locked.readUpTo, locked.mailedUpTo)),
  );
  const [extent] = await tx
    .select({
      total: count(),
      oldest: min(projectMessages.createdAt),
      newest: max(projectMessages.sequence),
    })
    .from(projectMessages)
    .where(burst);
  if (!extent?.oldest || extent.newest === null || extent.oldest > dueBefore) return null;
  const quoted = await tx
    .select({
      authorName: projectMessages.authorName,
      text: projectMessages.text,
      internal: projectMessages.internal,
    })
    .from(projectMessages)
    .where(burst)
    .orderBy(asc(projectMessages.sequence))
    .limit(quotedAtMost);
  return {
    reader,
    projectName,
    quoted,
    total: extent.total,
    newestSequence: Number(extent.newest),
  };
}

/** The reader was mailed (or, with mails off, passed over) up to `sequence`. */
export async function markMailed(tx: Tx, due: DueReader, sequence: number) {
  await tx
    .update(messageReadMarks)
    .set({ mailedUpTo: sql`greatest(${messageReadMarks.mailedUpTo}, ${sequence})` })
    .where(
      and(eq(messageReadMarks.projectId, due.projectId), eq(messageReadMarks.userId, due.userId)),
    );
}
