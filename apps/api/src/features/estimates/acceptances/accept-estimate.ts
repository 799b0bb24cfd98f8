import { fixSchedule } from '../payment-schedule/schedule-repository.js';
import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  formatDate,
  formatMoney,
  isEstimateExpired,
  isStaff,
  portalPaths,
  type AcceptEstimateRequest,
  type SignatureSetting,
} from '@corner/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { acceptances, designVersions, estimates, projects } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import { estimateAcceptedMail } from '../../../mail/templates/acceptance-mails.js';
import type { Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { estimateIdsShownToCustomers, toEstimate } from '../../design-versions/index.js';
import { isUuid } from '../../projects/index.js';
import { estimateBreakdowns } from '../breakdown/estimate-breakdown-repository.js';
import { customerEmails, designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { recordAccepted } from './acceptance-trail.js';
import { acceptanceTerms, listedAcceptance } from './acceptances-repository.js';
import { estimateHash, sha256, termsHash } from './record-hashes.js';
import { acceptanceRecordPdf } from './record-pdf.js';
import { signaturePng } from './signature-png.js';

/*
 * 'Accept this estimate' (issue 38 points 1 and 2, decision 62): a customer of the project
 * accepts an estimate they are shown, under the terms they read, with their typed name and
 * (by setting) a drawn signature. The PDF record is made once, stored, and mailed to the
 * project's customers and its designer in the transaction that records the acceptance.
 */

export interface AcceptInput {
  projectId: string;
  viewer: Viewer;
  body: AcceptEstimateRequest;
  clientAddress: string;
  userAgent: string;
  publicUrl: string | undefined;
  timeZone: string;
  signatureSetting: SignatureSetting;
  /** The customer accepting, for the audit trail. */
  audit: Audited;
}

const alreadyAccepted = () =>
  AppError.conflict(
    'This project already has an accepted estimate: ask your designer to withdraw that acceptance before you accept another',
  );

async function projectOf(db: Db, projectId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw AppError.notFound('Project');
  return project;
}

/** The estimate, if it belongs to the project and its customers are shown it now; else 404. */
async function shownEstimate(db: Db, projectId: string, estimateId: string) {
  if (!isUuid(estimateId)) throw AppError.notFound('Estimate');
  const [row] = await db
    .select({ estimate: estimates, versionName: designVersions.name })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .where(and(eq(estimates.id, estimateId), eq(designVersions.projectId, projectId)));
  const shown = await estimateIdsShownToCustomers(db, projectId);
  if (!row || !shown.has(row.estimate.id)) throw AppError.notFound('Estimate');
  return row;
}

async function refuseWhatMayNotBeAccepted(app: FastifyInstance, input: AcceptInput) {
  const db = app.database.db;
  if (isStaff(input.viewer.type)) {
    throw new AppError(
      errorCodes.forbidden,
      "A project's customers accept its estimates; staff withdraw an acceptance",
      403,
    );
  }
  const project = await projectOf(db, input.projectId);
  if (project.isDemo) {
    throw AppError.conflict(
      'The project template is an example: accept an estimate of your own project',
    );
  }
  const { estimate, versionName } = await shownEstimate(db, project.id, input.body.estimateId);
  if (isEstimateExpired(estimate.validUntil, input.timeZone, app.clock.now())) {
    throw AppError.conflict(
      `This estimate expired on ${formatDate(estimate.validUntil)}: ask for a new quote to accept one`,
    );
  }
  const terms = await acceptanceTerms(db);
  if (!terms) {
    throw AppError.conflict(
      'There are no terms to accept yet: your designer will tell you when you can accept this estimate',
    );
  }
  if (terms.revision !== input.body.termsRevision) {
    throw AppError.conflict(
      'The terms have changed since you opened them: read them again before you accept',
    );
  }
  if (await hasCurrentAcceptance(db, project.id)) throw alreadyAccepted();
  return { project, estimate, versionName, terms };
}

async function hasCurrentAcceptance(db: Db, projectId: string) {
  const rows = await db
    .select({ id: acceptances.id })
    .from(acceptances)
    .where(and(eq(acceptances.projectId, projectId), isNull(acceptances.withdrawnAt)))
    .limit(1);
  return rows.length > 0;
}

export async function acceptEstimate(app: FastifyInstance, input: AcceptInput) {
  const db = app.database.db;
  const { project, estimate, versionName, terms } = await refuseWhatMayNotBeAccepted(app, input);
  const signature = await signaturePng(input.body.signature, input.signatureSetting);
  const [breakdown] = await estimateBreakdowns(db, [
    { estimateId: estimate.id, designVersionId: estimate.designVersionId },
  ]);
  const id = randomUUID();
  const acceptedAt = app.clock.now();
  const base = linkBase(app, input.publicUrl);
  const hashes = { estimateHash: estimateHash(estimate), termsHash: termsHash(terms.text) };
  // The estimate's amounts as numbers, as every answer gives them.
  const amounts = toEstimate(estimate);
  const pdf = await acceptanceRecordPdf({
    projectName: project.name,
    designVersionName: versionName,
    estimate: {
      reference: estimate.reference,
      currency: estimate.currency,
      issuedAt: estimate.createdAt,
      validUntil: estimate.validUntil,
      totalCost: amounts.totalCost,
      costs: amounts,
    },
    lines: breakdown?.lines ?? [],
    terms,
    fullName: input.body.fullName,
    email: input.viewer.email,
    acceptedAt,
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
    signature,
    ...hashes,
    checkUrl: `${base}${portalPaths.acceptanceRecord(id)}`,
    timeZone: input.timeZone,
  });
  const recordKey = `acceptance-${id}.pdf`;
  await app.images.files.put(recordKey, pdf, 'application/pdf');
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(acceptances)
        .values({
          id,
          projectId: project.id,
          estimateId: estimate.id,
          designVersionId: estimate.designVersionId,
          userId: input.viewer.id,
          email: input.viewer.email,
          fullName: input.body.fullName,
          acceptedAt,
          clientAddress: input.clientAddress,
          userAgent: input.userAgent,
          termsRevision: terms.revision,
          termsText: terms.text,
          ...hashes,
          signaturePng: signature?.toString('base64') ?? null,
          recordKey,
          recordHash: sha256(pdf),
        })
        .returning();
      await recordAccepted(tx, input.audit, row!, { ...estimate, designVersionName: versionName });
      await fixSchedule(tx, project.id);
      const record = {
        filename: `acceptance-${estimate.reference}.pdf`,
        contentType: 'application/pdf',
        fileKey: recordKey,
      };
      const data = {
        projectName: project.name,
        designVersionName: versionName,
        reference: estimate.reference,
        total: formatMoney(estimate.totalCost, estimate.currency),
        acceptedBy: input.body.fullName,
      };
      const customerLink = `${base}${portalPaths.projectEstimate(project.id)}`;
      for (const to of await customerEmails(tx, project.id)) {
        await app.mail.write(
          tx,
          await estimateAcceptedMail(to, 'customer', { ...data, link: customerLink }, record),
        );
      }
      const staffLink = `${base}${portalPaths.adminProject(project.id)}`;
      for (const to of await designerOrStaffEmails(tx, project.designerId)) {
        await app.mail.write(
          tx,
          await estimateAcceptedMail(to, 'staff', { ...data, link: staffLink }, record),
        );
      }
    });
  } catch (error) {
    await app.images.files.delete(recordKey).catch(() => undefined);
    if (isUniqueViolation(error, 'acceptances_project_current_unique')) throw alreadyAccepted();
    throw error;
  }
  await app.cache.invalidateProject(project.id);
  return listedAcceptance(db, id);
}
