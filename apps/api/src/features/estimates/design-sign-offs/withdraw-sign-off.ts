import { designSignOffTexts, portalPaths, type WithdrawSignOffBody } from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { designSignOffs, designVersions, projects } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { signOffWithdrawnMail } from '../../../mail/templates/sign-off-mails.js';
import type { Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { customerEmails, designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { recordSignOff } from './sign-off-trail.js';
import { findSignOff, listedSignOff } from './sign-offs-repository.js';

/*
 * Staff withdraw a design sign-off only with a reason, as an acceptance (issue 38): the row
 * and its record stay with who, when and why; the customers and the designer are mailed; the
 * design can be asked to be signed off again.
 */

export async function withdrawSignOff(
  app: FastifyInstance,
  input: {
    projectId: string;
    signOffId: string;
    viewer: Viewer;
    body: WithdrawSignOffBody;
    publicUrl: string | undefined;
    /** Who withdraws it, for the audit trail. */
    audit: Audited;
  },
) {
  const db = app.database.db;
  const found = await findSignOff(db, input.signOffId, input.projectId);
  if (!found) throw AppError.notFound('Sign-off');
  if (found.state === 'withdrawn') throw AppError.conflict(designSignOffTexts.alreadyWithdrawn);
  if (found.state !== 'approved') throw AppError.conflict(designSignOffTexts.notApproved);
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(designSignOffs)
      .set({
        state: 'withdrawn',
        withdrawnAt: app.clock.now(),
        withdrawnBy: input.viewer.id,
        withdrawReason: input.body.reason,
      })
      .where(and(eq(designSignOffs.id, found.id), eq(designSignOffs.state, 'approved')))
      .returning();
    if (!withdrawn) throw AppError.conflict(designSignOffTexts.alreadyWithdrawn);
    const [about] = await tx
      .select({
        projectName: projects.name,
        designerId: projects.designerId,
        designVersionName: designVersions.name,
      })
      .from(designVersions)
      .innerJoin(projects, eq(projects.id, designVersions.projectId))
      .where(eq(designVersions.id, found.designVersionId));
    const name = about!.designVersionName;
    const summary = `withdrew the sign-off of design version ${name}: ${input.body.reason}`;
    await recordSignOff(tx, input.audit, summary, name, found, withdrawn);
    const base = linkBase(app, input.publicUrl);
    const data = {
      projectName: about!.projectName,
      designVersionName: about!.designVersionName,
      approvedBy: found.fullName ?? '',
      reason: input.body.reason,
    };
    const customerLink = `${base}${portalPaths.projectDashboard(found.projectId)}`;
    for (const to of await customerEmails(tx, found.projectId)) {
      await app.mail.write(tx, await signOffWithdrawnMail(to, { ...data, link: customerLink }));
    }
    const staffLink = `${base}${portalPaths.adminProject(found.projectId)}`;
    for (const to of await designerOrStaffEmails(tx, about!.designerId)) {
      await app.mail.write(tx, await signOffWithdrawnMail(to, { ...data, link: staffLink }));
    }
  });
  await app.cache.invalidateProject(found.projectId);
  return listedSignOff(db, found.id, input.viewer);
}
