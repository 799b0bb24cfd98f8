import {
  designSignOffTexts,
  errorCodes,
  isStaff,
  portalPaths,
  type ApproveDesignBody,
  type SignatureSetting,
} from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { designSignOffs, projects } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import { designSignedOffMail } from '../../../mail/templates/sign-off-mails.js';
import type { Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { termsInSlot } from '../acceptances/acceptances-repository.js';
import { sha256, termsHash } from '../acceptances/record-hashes.js';
import { signaturePng } from '../acceptances/signature-png.js';
import { customerEmails, designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { designFacts, designHash, drawingsAsStored } from './design-hash.js';
import { signOffRecordPdf } from './sign-off-record-pdf.js';
import { recordSignOff } from './sign-off-trail.js';
import { findSignOff, listedSignOff, type SignOffRow } from './sign-offs-repository.js';

/*
 * The customer approves a design waiting for sign-off (issue 38 point 3, decision 65), as they
 * accept an estimate: the terms they read, their typed name and (by setting) a drawn
 * signature. The PDF record is made once, stored and mailed to the project's customers and its
 * designer in the transaction that records the approval.
 */

export interface ApproveInput {
  projectId: string;
  signOffId: string;
  viewer: Viewer;
  body: ApproveDesignBody;
  clientAddress: string;
  userAgent: string;
  publicUrl: string | undefined;
  timeZone: string;
  signatureSetting: SignatureSetting;
  /** The customer signing off, for the audit trail. */
  audit: Audited;
}

const notWaiting = () => AppError.conflict(designSignOffTexts.notWaiting);

/** The request, if it waits for this customer's answer; else the sentence why not. */
export async function waitingSignOff(
  app: FastifyInstance,
  input: { projectId: string; signOffId: string; viewer: Viewer },
): Promise<SignOffRow> {
  if (isStaff(input.viewer.type)) {
    throw new AppError(errorCodes.forbidden, designSignOffTexts.staffApprove, 403);
  }
  const row = await findSignOff(app.database.db, input.signOffId, input.projectId);
  if (!row) throw AppError.notFound('Sign-off');
  if (row.state !== 'requested') throw notWaiting();
  return row;
}

async function refuseWhatMayNotBeApproved(app: FastifyInstance, input: ApproveInput) {
  const signOff = await waitingSignOff(app, input);
  const terms = await termsInSlot(app.database.db, 'sign-off-terms');
  if (!terms) throw AppError.conflict(designSignOffTexts.noTerms);
  if (terms.revision !== input.body.termsRevision) {
    throw AppError.conflict(designSignOffTexts.termsChanged);
  }
  const [project] = await app.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, input.projectId));
  return { signOff, terms, project: project! };
}

export async function approveDesign(app: FastifyInstance, input: ApproveInput) {
  const db = app.database.db;
  const { signOff, terms, project } = await refuseWhatMayNotBeApproved(app, input);
  const signature = await signaturePng(input.body.signature, input.signatureSetting);
  const facts = await designFacts(db, signOff.designVersionId);
  // The drawings as stored now: a record names what the customer was shown.
  const drawings = await drawingsAsStored(
    db,
    app.images.files,
    signOff.drawings.map((drawing) => drawing.attachmentId),
  );
  const approvedAt = app.clock.now();
  const base = linkBase(app, input.publicUrl);
  const hashes = { designHash: designHash(facts, drawings), termsHash: termsHash(terms.text) };
  const pdf = await signOffRecordPdf({
    projectName: project.name,
    design: facts,
    drawings,
    terms,
    fullName: input.body.fullName,
    email: input.viewer.email,
    approvedAt,
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
    signature,
    ...hashes,
    checkUrl: `${base}${portalPaths.signOffRecord(signOff.id)}`,
    timeZone: input.timeZone,
  });
  const recordKey = `sign-off-${signOff.id}.pdf`;
  await app.images.files.put(recordKey, pdf, 'application/pdf');
  try {
    await db.transaction(async (tx) => {
      const [approved] = await tx
        .update(designSignOffs)
        .set({
          state: 'approved',
          userId: input.viewer.id,
          email: input.viewer.email,
          fullName: input.body.fullName,
          approvedAt,
          clientAddress: input.clientAddress,
          userAgent: input.userAgent,
          termsRevision: terms.revision,
          termsText: terms.text,
          ...hashes,
          drawings,
          signaturePng: signature?.toString('base64') ?? null,
          recordKey,
          recordHash: sha256(pdf),
        })
        .where(and(eq(designSignOffs.id, signOff.id), eq(designSignOffs.state, 'requested')))
        .returning();
      if (!approved) throw notWaiting();
      const summary = `signed off design version ${facts.versionName}`;
      await recordSignOff(tx, input.audit, summary, facts.versionName, signOff, approved);
      const record = {
        filename: `design-sign-off-${signOff.id.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        fileKey: recordKey,
      };
      const data = {
        projectName: project.name,
        designVersionName: facts.versionName,
        approvedBy: input.body.fullName,
      };
      const customerLink = `${base}${portalPaths.projectDashboard(project.id)}`;
      for (const to of await customerEmails(tx, project.id)) {
        await app.mail.write(
          tx,
          await designSignedOffMail(to, 'customer', { ...data, link: customerLink }, record),
        );
      }
      const staffLink = `${base}${portalPaths.adminProject(project.id)}`;
      for (const to of await designerOrStaffEmails(tx, project.designerId)) {
        await app.mail.write(
          tx,
          await designSignedOffMail(to, 'staff', { ...data, link: staffLink }, record),
        );
      }
    });
  } catch (error) {
    await app.images.files.delete(recordKey).catch(() => undefined);
    if (isUniqueViolation(error, 'design_sign_offs_one_approved')) {
      throw AppError.conflict(designSignOffTexts.alreadySignedOff);
    }
    throw error;
  }
  await app.cache.invalidateProject(project.id);
  return listedSignOff(db, signOff.id, input.viewer);
}
