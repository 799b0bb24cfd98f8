import { designSignOffTexts, type Project, type RequestSignOffBody } from '@corner/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { designSignOffs, designVersions } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { Audited } from '../../audit/index.js';
import type { Viewer } from '../../auth/index.js';
import { writeThreadMessage } from '../../messages/index.js';
import { isUuid } from '../../projects/index.js';
import { drawingsAsStored } from './design-hash.js';
import { recordSignOff } from './sign-off-trail.js';
import { approvedSignOff, listedSignOff, type SignOffRow } from './sign-offs-repository.js';

/*
 * Staff mark a design version ready for sign-off with its drawings (issue 38 point 3): a
 * message of the project thread carries the drawings to the customers (and its usual mail),
 * and the request waits for their answer. Asking again replaces a request still waiting or
 * answered with changes.
 */

const alreadySignedOff = () => AppError.conflict(designSignOffTexts.alreadySignedOff);

async function versionOfProject(app: FastifyInstance, projectId: string, versionId: string) {
  const [version] = isUuid(versionId)
    ? await app.database.db
        .select({ id: designVersions.id, name: designVersions.name })
        .from(designVersions)
        .where(and(eq(designVersions.id, versionId), eq(designVersions.projectId, projectId)))
    : [];
  if (!version) throw AppError.notFound('Design version');
  return version;
}

/** Each request still waiting that asking again replaced: 'requested' (or answered) → 'superseded'. */
async function recordReplaced(tx: Tx, audit: Audited, replaced: SignOffRow[]) {
  if (replaced.length === 0) return;
  const versions = await tx
    .select({ id: designVersions.id, name: designVersions.name })
    .from(designVersions)
    .where(inArray(designVersions.id, [...new Set(replaced.map((row) => row.designVersionId))]));
  const names = new Map(versions.map((version) => [version.id, version.name]));
  for (const row of replaced) {
    const name = names.get(row.designVersionId) ?? '';
    // The state it had: the update answers the row as it is now.
    const before = { ...row, state: row.changesAskedAt ? 'changes-asked' : 'requested' } as const;
    const summary = `replaced the sign-off request of design version ${name}`;
    await recordSignOff(tx, audit, summary, name, before, row);
  }
}

export async function requestSignOff(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  body: RequestSignOffBody,
  audit: Audited,
) {
  if (project.isDemo) throw AppError.conflict(designSignOffTexts.demoProject);
  const version = await versionOfProject(app, project.id, body.designVersionId);
  if (await approvedSignOff(app.database.db, project.id)) throw alreadySignedOff();
  const note = body.note?.trim();
  const message = {
    text: [designSignOffTexts.requestMessage(version.name), note].filter(Boolean).join('\n\n'),
    internal: false,
    aboutDesignVersionId: version.id,
    aboutLineId: null,
    attachmentIds: [...new Set(body.drawingIds)],
  };
  const now = app.clock.now();
  try {
    const { also: id } = await writeThreadMessage(
      app,
      project,
      viewer,
      message,
      async (tx, messageId) => {
        if (await approvedSignOff(tx, project.id)) throw alreadySignedOff();
        const replaced = await tx
          .update(designSignOffs)
          .set({ state: 'superseded' })
          .where(
            and(
              eq(designSignOffs.projectId, project.id),
              inArray(designSignOffs.state, ['requested', 'changes-asked']),
            ),
          )
          .returning();
        const drawings = await drawingsAsStored(tx, app.images.files, message.attachmentIds);
        const [row] = await tx
          .insert(designSignOffs)
          .values({
            projectId: project.id,
            designVersionId: version.id,
            state: 'requested',
            requestedAt: now,
            requestedBy: viewer.id,
            messageId,
            drawings,
          })
          .returning();
        await recordReplaced(tx, audit, replaced);
        const summary = `asked for sign-off of design version ${version.name}`;
        await recordSignOff(tx, audit, summary, version.name, null, row!);
        return row!.id;
      },
    );
    await app.cache.invalidateProject(project.id);
    return listedSignOff(app.database.db, id, viewer);
  } catch (error) {
    // Two requests at once: the second finds the first's row.
    if (isUniqueViolation(error, 'design_sign_offs_one_waiting')) {
      throw AppError.conflict('Another request for sign-off was just sent: reload the project');
    }
    throw error;
  }
}
