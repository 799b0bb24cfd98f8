import { errorCodes, isEstimateExpired, isStaff, portalPaths } from '@corner/contracts';
import { type Viewer, linkBase } from '../../auth/index.js';
import { recordChange, type Audited } from '../../audit/index.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { calendarDateIn } from '../../../lib/company-time.js';
import { AppError } from '../../../lib/app-error.js';
import { requoteRequestedMail } from '../../../mail/templates/requote-requested.js';
import { estimateIdsShownToCustomers } from '../../design-versions/index.js';
import { staffEmails } from '../reservations/reservations-repository.js';
import { estimateToAskAbout, insertRequoteRequest, requestedOn } from './requotes-repository.js';

export interface AskForNewQuote {
  projectId: string;
  estimateId: string;
  viewer: Viewer;
  /** The asker and the request, as the audit trail records the ask (issue 39). */
  audit: Audited;
  timeZone: string;
  publicUrl: string | undefined;
}

/**
 * A customer asks only about an estimate they are shown (decision 48): another is not found,
 * as if it did not exist. The template project is every signed-in user's example: its
 * estimates are nobody's to re-quote, and asking would mail every staff member.
 */
async function refuseWhatCustomersMayNotAsk(db: Db, ask: AskForNewQuote, isDemo: boolean) {
  if (isStaff(ask.viewer.type)) return;
  if (isDemo) {
    throw new AppError(
      errorCodes.conflict,
      'The project template is an example: ask for a new quote on your own project',
      409,
    );
  }
  const shown = await estimateIdsShownToCustomers(db, ask.projectId);
  if (!shown.has(ask.estimateId)) throw AppError.notFound('Estimate');
}

/**
 * Records 'Ask for a new quote' (decision 37.7): once per estimate per calendar day in
 * TIME_ZONE, the staff told by mail in the same transaction. Answers when it was asked (the
 * first request of the day when there is one), or null when the estimate has not expired.
 */
export async function askForNewQuote(app: FastifyInstance, ask: AskForNewQuote) {
  const db = app.database.db;
  const estimate = await estimateToAskAbout(db, ask.projectId, ask.estimateId);
  if (!estimate) throw AppError.notFound('Estimate');
  await refuseWhatCustomersMayNotAsk(db, ask, estimate.isDemo);
  const now = app.clock.now();
  if (!isEstimateExpired(estimate.validUntil, ask.timeZone, now)) return null;
  const day = calendarDateIn(now, ask.timeZone);
  const staff = await staffEmails(db);
  const mails = await Promise.all(
    staff.map((to) =>
      requoteRequestedMail(to, {
        reference: estimate.reference,
        projectName: estimate.projectName,
        designVersionName: estimate.designVersionName,
        requestedBy: ask.viewer.email,
        link: `${linkBase(app, ask.publicUrl)}${portalPaths.projectDesignVersions(ask.projectId)}`,
      }),
    ),
  );
  return db.transaction(async (tx) => {
    const created = await insertRequoteRequest(tx, {
      estimateId: estimate.id,
      projectId: ask.projectId,
      userId: ask.viewer.id,
      day,
      createdAt: now,
    });
    if (created) {
      for (const mail of mails) await app.mail.write(tx, mail);
      await recordChange(tx, ask.audit, {
        summary: `asked for a new quote on estimate ${estimate.reference} of ${estimate.designVersionName}`,
        entity: { kind: 'requote-request', id: created.id, label: estimate.reference },
        projectId: ask.projectId,
      });
      await app.cache.invalidateProject(ask.projectId);
      return created.createdAt;
    }
    return requestedOn(tx, estimate.id, day);
  });
}
