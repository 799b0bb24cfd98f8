import { designSignOffTexts, type AskForChangesBody, type Project } from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { designSignOffs, designVersions } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Audited } from '../../audit/index.js';
import type { Viewer } from '../../auth/index.js';
import { writeThreadMessage } from '../../messages/index.js';
import { waitingSignOff } from './approve-design.js';
import { recordSignOff } from './sign-off-trail.js';
import { listedSignOff } from './sign-offs-repository.js';

/*
 * The customer asks for changes instead of signing off (issue 38 point 3): their words go to
 * the project thread, about the version, where the designer answers (and is mailed as for any
 * message); the request is answered and a new one follows with the new version.
 */

export async function askForChanges(
  app: FastifyInstance,
  project: Project,
  viewer: Viewer,
  signOffId: string,
  body: AskForChangesBody,
  audit: Audited,
) {
  const signOff = await waitingSignOff(app, { projectId: project.id, signOffId, viewer });
  const message = {
    text: body.text,
    internal: false,
    aboutDesignVersionId: signOff.designVersionId,
    aboutLineId: null,
    attachmentIds: [],
  };
  await writeThreadMessage(app, project, viewer, message, async (tx, messageId) => {
    const [answered] = await tx
      .update(designSignOffs)
      .set({ state: 'changes-asked', changesAskedAt: app.clock.now(), changesMessageId: messageId })
      .where(and(eq(designSignOffs.id, signOff.id), eq(designSignOffs.state, 'requested')))
      .returning();
    if (!answered) throw AppError.conflict(designSignOffTexts.notWaiting);
    const [version] = await tx
      .select({ name: designVersions.name })
      .from(designVersions)
      .where(eq(designVersions.id, answered.designVersionId));
    const name = version?.name ?? '';
    const summary = `asked for changes to design version ${name}`;
    await recordSignOff(tx, audit, summary, name, signOff, answered);
  });
  await app.cache.invalidateProject(project.id);
  return listedSignOff(app.database.db, signOff.id, viewer);
}
