import { isStaff, portalPaths, type DesignSignOff } from '@corner/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.js';
import { designSignOffs, designVersions, projectMessages, users } from '../../../db/schema.js';
import type { Viewer } from '../../auth/index.js';
import { attachmentsOf } from '../../messages/index.js';
import { isUuid } from '../../projects/index.js';

export type SignOffRow = typeof designSignOffs.$inferSelect;

const requester = alias(users, 'requester');
const withdrawer = alias(users, 'withdrawer');

const listed = {
  signOff: designSignOffs,
  messageHiddenAt: projectMessages.hiddenAt,
  designVersionName: designVersions.name,
  requestedByName: requester.name,
  withdrawnByName: withdrawer.name,
};

type ListedRow = {
  signOff: SignOffRow;
  messageHiddenAt: Date | null;
  designVersionName: string;
  requestedByName: string | null;
  withdrawnByName: string | null;
};

export const signOffRecordApiPath = (row: Pick<SignOffRow, 'projectId' | 'id'>) =>
  `/api/v1/project/${row.projectId}/design-sign-offs/${row.id}/record`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function listedSignOffs(db: Db | Tx) {
  return db
    .select(listed)
    .from(designSignOffs)
    .innerJoin(designVersions, eq(designVersions.id, designSignOffs.designVersionId))
    .leftJoin(projectMessages, eq(projectMessages.id, designSignOffs.messageId))
    .leftJoin(requester, eq(requester.id, designSignOffs.requestedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, designSignOffs.withdrawnBy));
}

/**
 * The rows as the API answers them to the viewer, with each request's drawings: none to a
 * customer once staff hid the message that carries them, as the thread and the files say.
 */
async function toSignOffs(db: Db, rows: ListedRow[], viewer: Viewer): Promise<DesignSignOff[]> {
  const messageIds = rows.flatMap((row) => (row.signOff.messageId ? [row.signOff.messageId] : []));
  const files = await attachmentsOf(db, messageIds);
  return rows.map(({ signOff, ...row }) => {
    const asked = new Set(signOff.drawings.map((drawing) => drawing.attachmentId));
    const shown = signOff.messageId && (row.messageHiddenAt === null || isStaff(viewer.type));
    const onMessage = shown ? (files.get(signOff.messageId!) ?? []) : [];
    return {
      id: signOff.id,
      designVersionId: signOff.designVersionId,
      designVersionName: row.designVersionName,
      state: signOff.state,
      requestedAt: signOff.requestedAt.toISOString(),
      requestedBy: row.requestedByName,
      messageId: signOff.messageId,
      drawings: onMessage.filter((file) => asked.has(file.id)),
      changesAskedAt: iso(signOff.changesAskedAt),
      approval: signOff.approvedAt
        ? {
            fullName: signOff.fullName ?? '',
            approvedAt: signOff.approvedAt.toISOString(),
            signed: signOff.signaturePng !== null,
            termsRevision: signOff.termsRevision ?? 0,
            recordPath: signOffRecordApiPath(signOff),
            checkPath: portalPaths.signOffRecord(signOff.id),
          }
        : null,
      withdrawn: signOff.withdrawnAt
        ? {
            at: signOff.withdrawnAt.toISOString(),
            reason: signOff.withdrawReason ?? '',
            by: row.withdrawnByName,
          }
        : null,
    };
  });
}

/** The project's sign-offs, newest first. */
export async function projectSignOffs(db: Db, projectId: string, viewer: Viewer) {
  const rows = await listedSignOffs(db)
    .where(eq(designSignOffs.projectId, projectId))
    .orderBy(desc(designSignOffs.requestedAt), desc(designSignOffs.id));
  return toSignOffs(db, rows, viewer);
}

export async function listedSignOff(db: Db, signOffId: string, viewer: Viewer) {
  const rows = await listedSignOffs(db).where(eq(designSignOffs.id, signOffId));
  const [signOff] = await toSignOffs(db, rows, viewer);
  if (!signOff) throw new Error('The sign-off was not found');
  return signOff;
}

export async function findSignOff(db: Db | Tx, signOffId: string, projectId?: string) {
  if (!isUuid(signOffId)) return null;
  const [row] = await db
    .select()
    .from(designSignOffs)
    .where(
      and(
        eq(designSignOffs.id, signOffId),
        projectId ? eq(designSignOffs.projectId, projectId) : undefined,
      ),
    );
  return row ?? null;
}

/** The project's signed-off design, if it has one now. */
export async function approvedSignOff(db: Db | Tx, projectId: string) {
  const [row] = await db
    .select()
    .from(designSignOffs)
    .where(and(eq(designSignOffs.projectId, projectId), eq(designSignOffs.state, 'approved')));
  return row ?? null;
}

/** Whether a sign-off (approved or withdrawn since) names the version: it is kept. */
export async function versionHasSignOffRecord(db: Db, designVersionId: string) {
  const rows = await db
    .select({ approvedAt: designSignOffs.approvedAt })
    .from(designSignOffs)
    .where(eq(designSignOffs.designVersionId, designVersionId));
  return rows.some((row) => row.approvedAt !== null);
}
