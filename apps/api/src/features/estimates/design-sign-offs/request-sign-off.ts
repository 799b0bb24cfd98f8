import { designSignOffTexts, type Project, type RequestSignOffBody } from '@corner/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { designSignOffs, designVersions } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { Viewer } from '../../auth/index.js';
import { writeThreadMessage } from '../../messages/index.js';
import { isUuid } from '../../projects/index.js';
import { drawingsAsStored } from './design-hash.js';
import { approvedSignOff, listedSignOff } from './sign-offs-repository.js';

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

export async function requestSignOff(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  body: RequestSignOffBody,
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
        await tx
          .update(designSignOffs)
          .set({ state: 'superseded' })
          .where(
            and(
              eq(designSignOffs.projectId, project.id),
              inArray(designSignOffs.state, ['requested', 'changes-asked']),
            ),
          );
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
          .returning({ id: designSignOffs.id });
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
