import { formatMoney, portalPaths, type WithdrawAcceptanceRequest } from '@corner/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { acceptances, designVersions, estimates, projects } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { acceptanceWithdrawnMail } from '../../../mail/templates/acceptance-mails.js';
import type { Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { customerEmails, designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { recordWithdrawn } from './acceptance-trail.js';
import { findAcceptance, listedAcceptance } from './acceptances-repository.js';

/*
 * Staff withdraw an acceptance only with a reason (issue 38 point 1): the row stays with who,
 * when and why; the estimate is no longer locked; the customers and the designer are mailed.
 */

export async function withdrawAcceptance(
  app: FastifyInstance,
  input: {
    projectId: string;
    acceptanceId: string;
    viewer: Viewer;
    body: WithdrawAcceptanceRequest;
    publicUrl: string | undefined;
    /** Who withdraws it, for the audit trail. */
    audit: Audited;
  },
) {
  const db = app.database.db;
  const found = await findAcceptance(db, input.acceptanceId, input.projectId);
  if (!found) throw AppError.notFound('Acceptance');
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(acceptances)
      .set({
        withdrawnAt: app.clock.now(),
        withdrawnBy: input.viewer.id,
        withdrawReason: input.body.reason,
      })
      .where(and(eq(acceptances.id, found.id), isNull(acceptances.withdrawnAt)))
      .returning();
    if (!withdrawn) throw AppError.conflict('This acceptance was already withdrawn');
    const [about] = await tx
      .select({
        projectName: projects.name,
        designerId: projects.designerId,
        designVersionName: designVersions.name,
        reference: estimates.reference,
        totalCost: estimates.totalCost,
        currency: estimates.currency,
      })
      .from(estimates)
      .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
      .innerJoin(projects, eq(projects.id, designVersions.projectId))
      .where(eq(estimates.id, found.estimateId));
    await recordWithdrawn(tx, input.audit, found, withdrawn, about!);
    const base = linkBase(app, input.publicUrl);
    const data = {
      projectName: about!.projectName,
      designVersionName: about!.designVersionName,
      reference: about!.reference,
      total: formatMoney(about!.totalCost, about!.currency),
      acceptedBy: found.fullName,
      reason: input.body.reason,
    };
    const customerLink = `${base}${portalPaths.projectEstimate(found.projectId)}`;
    for (const to of await customerEmails(tx, found.projectId)) {
      await app.mail.write(tx, await acceptanceWithdrawnMail(to, { ...data, link: customerLink }));
    }
    const staffLink = `${base}${portalPaths.adminProject(found.projectId)}`;
    for (const to of await designerOrStaffEmails(tx, about!.designerId)) {
      await app.mail.write(tx, await acceptanceWithdrawnMail(to, { ...data, link: staffLink }));
    }
  });
  await app.cache.invalidateProject(found.projectId);
  return listedAcceptance(db, found.id);
}
