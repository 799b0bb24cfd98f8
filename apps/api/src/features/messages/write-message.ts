import {
  errorCodes,
  isStaff,
  messageTexts,
  type EditMessageBody,
  type HideMessageBody,
  type PostMessageBody,
  type Project,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../auth/index.js';
import { estimateIdsShownToCustomers } from '../design-versions/index.js';
import { attachUploads } from './attachments/attachments-repository.js';
import type { ThreadChange } from './live/thread-bus.js';
import {
  aboutOfProject,
  editMessage,
  findMessage,
  findMessageRow,
  hideMessage,
  insertMessage,
  versionIdsOfEstimates,
} from './messages-repository.js';

/*
 * Writing to a thread (issue 36.1): who may write what is decided here; the change is told to
 * open threads once it is committed.
 */

export function refuseOnTheTemplate(project: Project) {
  // Every signed-in user reaches the template project: a thread there would be shared.
  if (project.isDemo) throw new AppError(errorCodes.conflict, messageTexts.demoProject, 409);
}

/** A customer points only at versions whose prices they are shown (decision 38). */
async function aboutFor(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  body: PostMessageBody,
) {
  if (!body.about) return { aboutDesignVersionId: null, aboutLineId: null };
  const db = app.database.db;
  const { designVersionId, lineId } = body.about;
  const about = await aboutOfProject(db, project.id, designVersionId, lineId);
  const shown =
    isStaff(viewer.type) ||
    (await versionIdsOfEstimates(db, await estimateIdsShownToCustomers(db, project.id))).has(
      designVersionId,
    );
  if (!about || !shown) throw AppError.badRequest(messageTexts.aboutUnknown);
  return { aboutDesignVersionId: about.designVersionId, aboutLineId: about.lineId };
}

async function told(app: FastifyInstance, change: ThreadChange) {
  try {
    await app.threadBus.publish(change);
  } catch (error) {
    // The message is stored: open threads catch up on their next connection.
    app.log.warn({ err: error, projectId: change.projectId }, 'a thread change was not told');
  }
}

export async function postMessage(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  body: PostMessageBody,
) {
  refuseOnTheTemplate(project);
  if (body.internal && !isStaff(viewer.type)) {
    throw new AppError(errorCodes.forbidden, messageTexts.internalForStaff, 403);
  }
  const about = await aboutFor(app, project, viewer, body);
  const message = {
    text: body.text,
    internal: body.internal ?? false,
    ...about,
    attachmentIds: body.attachmentIds ?? [],
  };
  return (await writeThreadMessage(app, project, viewer, message)).message;
}

export interface ThreadMessage {
  text: string;
  internal: boolean;
  aboutDesignVersionId: string | null;
  aboutLineId: string | null;
  /** The author's uploads to the project, on no message yet. */
  attachmentIds: string[];
}

/**
 * Writes a message the caller has checked, and `alongside` it in the same transaction (a
 * design sign-off that the message carries); open threads are told once it is committed.
 */
export async function writeThreadMessage<Alongside = void>(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  message: ThreadMessage,
  alongside?: (tx: Tx, messageId: string) => Promise<Alongside>,
) {
  const db = app.database.db;
  const now = app.clock.now();
  const { attachmentIds, internal, ...rest } = message;
  const written = await db.transaction(async (tx) => {
    const row = await insertMessage(
      tx,
      { projectId: project.id, author: viewer, internal, ...rest },
      now,
    );
    const to = { projectId: project.id, authorId: viewer.id, messageId: row.id };
    await attachUploads(tx, to, attachmentIds);
    const also = alongside ? await alongside(tx, row.id) : undefined;
    return { ...row, also: also as Alongside };
  });
  await told(app, { projectId: project.id, sequence: written.sequence, kind: 'written' });
  const found = await findMessage(db, project.id, written.id, viewer);
  if (!found) throw new Error('The message written was not found');
  return { message: found, also: written.also };
}

async function messageToChange(
  app: FastifyInstance,
  project: Project,
  messageId: string,
  viewer: Viewer,
) {
  const row = await findMessageRow(app.database.db, project.id, messageId);
  // A customer is not told that an internal note exists.
  if (!row || (row.internal && !isStaff(viewer.type))) throw AppError.notFound('Message');
  return row;
}

export async function editOwnMessage(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  messageId: string,
  body: EditMessageBody,
) {
  const row = await messageToChange(app, project, messageId, viewer);
  if (row.authorId !== viewer.id)
    throw new AppError(errorCodes.forbidden, messageTexts.notYours, 403);
  if (row.hiddenAt) throw AppError.conflict(messageTexts.hiddenNotEditable);
  if (row.text !== body.text) {
    const now = app.clock.now();
    await app.database.db.transaction((tx) => editMessage(tx, row, body.text, now));
    await told(app, { projectId: project.id, sequence: row.sequence, kind: 'edited' });
  }
  return (await findMessage(app.database.db, project.id, row.id, viewer))!;
}

export async function hideProjectMessage(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  messageId: string,
  body: HideMessageBody,
) {
  const row = await messageToChange(app, project, messageId, viewer);
  if (!row.hiddenAt) {
    const now = app.clock.now();
    await app.database.db.transaction((tx) => hideMessage(tx, row.id, viewer, body.reason, now));
    await told(app, { projectId: project.id, sequence: row.sequence, kind: 'hidden' });
  }
  return (await findMessage(app.database.db, project.id, row.id, viewer))!;
}
