import { isStaff, messageLimits, type Message } from '@corner/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  designVersions,
  estimates,
  images,
  itemLines,
  messageAttachments,
  messageReadMarks,
  projectCustomers,
  projectMessages,
  projects,
  users,
} from '../../db/schema.js';
import { fileUrl } from '../../images/image-urls.js';
import type { Viewer } from '../auth/index.js';

/*
 * The thread's reads and writes (issue 36, decision 60). What a reader may see is decided in
 * `visibleTo`, once: customers never receive internal notes, nor a hidden message's text.
 */

type MessageRow = typeof projectMessages.$inferSelect;

/** Messages the viewer may receive at all (a hidden one still leaves its trace). */
export const visibleTo = (viewer: Pick<Viewer, 'type'>): SQL | undefined =>
  isStaff(viewer.type) ? undefined : eq(projectMessages.internal, false);

/** Messages that count as unread for the viewer: from others, visible, not hidden. */
const unreadFor = (viewer: Viewer, readUpTo: SQL | number) =>
  and(
    gt(projectMessages.sequence, readUpTo),
    or(isNull(projectMessages.authorId), ne(projectMessages.authorId, viewer.id)),
    isNull(projectMessages.hiddenAt),
    visibleTo(viewer),
  );

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The files of these messages, by message. */
export async function attachmentsOf(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, Message['attachments']>();
  const rows = await db
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      kind: messageAttachments.kind,
      name: messageAttachments.name,
      bytes: messageAttachments.bytes,
      fileKey: messageAttachments.fileKey,
      fullKey: images.fullKey,
      largeKey: images.largeKey,
    })
    .from(messageAttachments)
    .leftJoin(images, eq(images.id, messageAttachments.imageId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.createdAt));
  const byMessage = new Map<string, Message['attachments']>();
  for (const row of rows) {
    const url = row.kind === 'picture' ? row.fullKey : row.fileKey;
    if (!row.messageId || !url) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      name: row.name,
      bytes: row.bytes,
      url: fileUrl(url),
      thumbnailUrl: row.largeKey ? fileUrl(row.largeKey) : null,
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

const messageColumns = {
  message: projectMessages,
  designVersionName: designVersions.name,
  lineName: itemLines.name,
  hiddenBy: users.name,
};

/**
 * The messages chosen by `where`, with what they point at, who hid them and their files; the
 * newest first unless `oldestFirst`.
 */
async function messagesWhere(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
  limit: number,
  oldestFirst = false,
) {
  const rows = await db
    .select(messageColumns)
    .from(projectMessages)
    .leftJoin(designVersions, eq(designVersions.id, projectMessages.aboutDesignVersionId))
    .leftJoin(itemLines, eq(itemLines.id, projectMessages.aboutLineId))
    .leftJoin(users, eq(users.id, projectMessages.hiddenById))
    .where(where)
    .orderBy(oldestFirst ? asc(projectMessages.sequence) : desc(projectMessages.sequence))
    .limit(limit);
  const attachments = await attachmentsOf(
    db,
    rows
      .filter((row) => !row.message.hiddenAt || isStaff(viewer.type))
      .map((row) => row.message.id),
  );
  return rows.map((row) => toMessage(viewer, row, attachments.get(row.message.id) ?? []));
}

type Row = {
  message: MessageRow;
  designVersionName: string | null;
  lineName: string | null;
  hiddenBy: string | null;
};

function toMessage(viewer: Viewer, row: Row, attachments: Message['attachments']): Message {
  const { message } = row;
  const staff = isStaff(viewer.type);
  const hiddenFromViewer = message.hiddenAt !== null && !staff;
  return {
    id: message.id,
    sequence: message.sequence,
    projectId: message.projectId,
    author: { id: message.authorId, name: message.authorName, role: message.authorRole },
    text: hiddenFromViewer ? null : message.text,
    internal: message.internal,
    about:
      message.aboutDesignVersionId && row.designVersionName
        ? {
            designVersionId: message.aboutDesignVersionId,
            designVersionName: row.designVersionName,
            lineId: message.aboutLineId,
            lineName: row.lineName,
          }
        : null,
    attachments: hiddenFromViewer ? [] : attachments,
    createdAt: message.createdAt.toISOString(),
    editedAt: iso(message.editedAt),
    hidden: message.hiddenAt
      ? {
          at: message.hiddenAt.toISOString(),
          by: staff ? row.hiddenBy : null,
          reason: staff ? message.hiddenReason : null,
        }
      : null,
  };
}

async function readMark(db: Db, projectId: string, userId: string) {
  const [mark] = await db
    .select({ readUpTo: messageReadMarks.readUpTo })
    .from(messageReadMarks)
    .where(and(eq(messageReadMarks.projectId, projectId), eq(messageReadMarks.userId, userId)));
  return mark?.readUpTo ?? 0;
}

/** One page of a thread as the viewer may see it, oldest first, with their read mark. */
export async function threadPage(db: Db, projectId: string, viewer: Viewer, before?: number) {
  const where = and(
    eq(projectMessages.projectId, projectId),
    visibleTo(viewer),
    before ? lt(projectMessages.sequence, before) : undefined,
  );
  const newestFirst = await messagesWhere(db, viewer, where, messageLimits.pageSize + 1);
  const more = newestFirst.length > messageLimits.pageSize;
  const messages = newestFirst.slice(0, messageLimits.pageSize).reverse();
  const readUpTo = await readMark(db, projectId, viewer.id);
  const [unread] = await db
    .select({ count: count() })
    .from(projectMessages)
    .where(and(eq(projectMessages.projectId, projectId), unreadFor(viewer, readUpTo)));
  return {
    messages,
    older: more ? (messages[0]?.sequence ?? null) : null,
    readUpTo,
    unread: unread?.count ?? 0,
  };
}

/**
 * The first page of messages after `after` the viewer may see, oldest first: what a live thread
 * missed (a full page means there may be more after its last).
 */
export async function messagesAfter(db: Db, projectId: string, viewer: Viewer, after: number) {
  const where = and(
    eq(projectMessages.projectId, projectId),
    visibleTo(viewer),
    gt(projectMessages.sequence, after),
  );
  return messagesWhere(db, viewer, where, messageLimits.pageSize, true);
}

/** The message with this sequence number as the viewer may see it, or null. */
export async function findMessageBySequence(
  db: Db,
  projectId: string,
  sequence: number,
  viewer: Viewer,
) {
  const where = and(
    eq(projectMessages.projectId, projectId),
    eq(projectMessages.sequence, sequence),
    visibleTo(viewer),
  );
  const [message] = await messagesWhere(db, viewer, where, 1);
  return message ?? null;
}

/** One message as the viewer may see it, or null. */
export async function findMessage(db: Db, projectId: string, messageId: string, viewer: Viewer) {
  const where = and(
    eq(projectMessages.projectId, projectId),
    eq(projectMessages.id, messageId),
    visibleTo(viewer),
  );
  const [message] = await messagesWhere(db, viewer, where, 1);
  return message ?? null;
}

export async function findMessageRow(db: Db, projectId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(projectMessages)
    .where(and(eq(projectMessages.projectId, projectId), eq(projectMessages.id, messageId)));
  return row ?? null;
}

export interface NewMessage {
  projectId: string;
  author: Viewer;
  text: string;
  internal: boolean;
  aboutDesignVersionId: string | null;
  aboutLineId: string | null;
}

/** Writes a message; the author has read up to it. */
export async function insertMessage(tx: Tx, message: NewMessage, now: Date) {
  const [row] = await tx
    .insert(projectMessages)
    .values({
      projectId: message.projectId,
      authorId: message.author.id,
      authorName: message.author.name || message.author.email,
      authorRole: isStaff(message.author.type) ? 'staff' : 'customer',
      text: message.text,
      internal: message.internal,
      aboutDesignVersionId: message.aboutDesignVersionId,
      aboutLineId: message.aboutLineId,
      createdAt: now,
    })
    .returning({ id: projectMessages.id, sequence: projectMessages.sequence });
  if (!row) throw new Error('The message was not written');
  await setReadMark(tx, message.projectId, message.author.id, row.sequence, now, 'forward');
  return row;
}

/**
 * Sets the viewer's read mark. 'forward' never moves it back (writing a message, reading the
 * newest page); 'exact' is the reader's own choice, which may mark messages unread again.
 */
export async function setReadMark(
  db: Db | Tx,
  projectId: string,
  userId: string,
  readUpTo: number,
  now: Date,
  move: 'forward' | 'exact',
) {
  const kept =
    move === 'forward'
      ? sql`greatest(${messageReadMarks.readUpTo}, excluded.read_up_to)`
      : sql`excluded.read_up_to`;
  await db
    .insert(messageReadMarks)
    .values({ projectId, userId, readUpTo, mailedUpTo: readUpTo, updatedAt: now })
    .onConflictDoUpdate({
      target: [messageReadMarks.projectId, messageReadMarks.userId],
      set: {
        readUpTo: kept,
        mailedUpTo: sql`greatest(${messageReadMarks.mailedUpTo}, excluded.read_up_to)`,
        updatedAt: now,
      },
    });
}

/** The newest sequence number of the project's thread the viewer may see; 0 when empty. */
export async function newestSequence(db: Db, projectId: string, viewer: Viewer) {
  const [row] = await db
    .select({ newest: max(projectMessages.sequence) })
    .from(projectMessages)
    .where(and(eq(projectMessages.projectId, projectId), visibleTo(viewer)));
  return Number(row?.newest ?? 0);
}

export async function editMessage(tx: Tx, row: MessageRow, text: string, now: Date) {
  const earlier = [...row.earlierTexts, { text: row.text, replacedAt: now.toISOString() }];
  await tx
    .update(projectMessages)
    .set({ text, editedAt: now, earlierTexts: earlier })
    .where(eq(projectMessages.id, row.id));
}

export async function hideMessage(tx: Tx, id: string, by: Viewer, reason: string, now: Date) {
  await tx
    .update(projectMessages)
    .set({ hiddenAt: now, hiddenById: by.id, hiddenReason: reason })
    .where(and(eq(projectMessages.id, id), isNull(projectMessages.hiddenAt)));
}

/** The names a message about a version (and a line of it) shows; null when not this project's. */
export async function aboutOfProject(
  db: Db,
  projectId: string,
  versionId: string,
  lineId?: string,
) {
  const [version] = await db
    .select({ id: designVersions.id })
    .from(designVersions)
    .where(and(eq(designVersions.id, versionId), eq(designVersions.projectId, projectId)));
  if (!version) return null;
  if (!lineId) return { designVersionId: versionId, lineId: null };
  const [line] = await db
    .select({ id: itemLines.id })
    .from(itemLines)
    .where(and(eq(itemLines.id, lineId), eq(itemLines.designVersionId, versionId)));
  return line ? { designVersionId: versionId, lineId } : null;
}

/** The viewer's unread count on every project that has any. */
export async function unreadCounts(db: Db, viewer: Viewer) {
  const ownProjects = isStaff(viewer.type)
    ? undefined
    : inArray(
        projectMessages.projectId,
        db
          .select({ id: projectCustomers.projectId })
          .from(projectCustomers)
          .where(eq(projectCustomers.userId, viewer.id)),
      );
  return db
    .select({ projectId: projectMessages.projectId, unread: count() })
    .from(projectMessages)
    .leftJoin(
      messageReadMarks,
      and(
        eq(messageReadMarks.projectId, projectMessages.projectId),
        eq(messageReadMarks.userId, viewer.id),
      ),
    )
    .where(and(ownProjects, unreadFor(viewer, sql`coalesce(${messageReadMarks.readUpTo}, 0)`)))
    .groupBy(projectMessages.projectId);
}

/**
 * The threads waiting for staff: customers wrote since staff last answered (an internal note
 * is not an answer). The caller's own projects first, then those without a designer, then the
 * others; in each, the longest wait first.
 */
export async function inboxThreads(db: Db, viewer: Viewer) {
  const lastAnswers = db.$with('last_answers').as(
    db
      .select({
        projectId: projectMessages.projectId,
        answered: max(projectMessages.sequence).as('answered'),
      })
      .from(projectMessages)
      .where(and(eq(projectMessages.authorRole, 'staff'), eq(projectMessages.internal, false)))
      .groupBy(projectMessages.projectId),
  );
  const waiting = await db
    .with(lastAnswers)
    .select({
      projectId: projectMessages.projectId,
      waitingSince: min(projectMessages.createdAt),
      newest: max(projectMessages.sequence),
    })
    .from(projectMessages)
    .leftJoin(lastAnswers, eq(lastAnswers.projectId, projectMessages.projectId))
    .where(
      and(
        eq(projectMessages.authorRole, 'customer'),
        isNull(projectMessages.hiddenAt),
        gt(projectMessages.sequence, sql`coalesce(${lastAnswers.answered}, 0)`),
      ),
    )
    .groupBy(projectMessages.projectId);
  if (waiting.length === 0) return [];
  const projectIds = waiting.map((row) => row.projectId);
  const [details, newest, unread] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        designerId: projects.designerId,
        designerName: users.name,
      })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.designerId))
      .where(inArray(projects.id, projectIds)),
    db
      .select({
        sequence: projectMessages.sequence,
        authorName: projectMessages.authorName,
        text: projectMessages.text,
      })
      .from(projectMessages)
      .where(
        inArray(
          projectMessages.sequence,
          waiting.map((row) => Number(row.newest)),
        ),
      ),
    unreadCounts(db, viewer),
  ]);
  const projectOf = new Map(details.map((row) => [row.id, row]));
  const messageOf = new Map(newest.map((row) => [row.sequence, row]));
  const unreadOf = new Map(unread.map((row) => [row.projectId, row.unread]));
  const order = { mine: 0, unassigned: 1, others: 2 } as const;
  return waiting
    .flatMap((row) => {
      const project = projectOf.get(row.projectId);
      const last = messageOf.get(Number(row.newest));
      if (!project || !last || !row.waitingSince) return [];
      const assignment: keyof typeof order =
        project.designerId === viewer.id ? 'mine' : project.designerId ? 'others' : 'unassigned';
      return [
        {
          projectId: project.id,
          projectName: project.name,
          designerName: project.designerName,
          assignment,
          waitingSince: row.waitingSince,
          lastMessage: { authorName: last.authorName, excerpt: excerpt(last.text) },
          unread: unreadOf.get(project.id) ?? 0,
        },
      ];
    })
    .sort(
      (a, b) =>
        order[a.assignment] - order[b.assignment] ||
        a.waitingSince.getTime() - b.waitingSince.getTime(),
    )
    .map((thread) => ({ ...thread, waitingSince: thread.waitingSince.toISOString() }));
}

const excerptLength = 140;
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > excerptLength ? `${line.slice(0, excerptLength - 1)}…` : line;
};

/** The design versions of these estimates. */
export async function versionIdsOfEstimates(db: Db, estimateIds: Set<string>) {
  if (estimateIds.size === 0) return new Set<string>();
  const rows = await db
    .select({ id: estimates.designVersionId })
    .from(estimates)
    .where(inArray(estimates.id, [...estimateIds]));
  return new Set(rows.map((row) => row.id));
}
