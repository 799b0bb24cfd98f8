import {
  enquiryConvertedAlreadyMessage,
  enquiryConvertedStatusMessage,
  enquiryProjectName,
  portalPaths,
  type EnquiryStatusChange,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { enquiries } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nextRevision } from '../../lib/revision.js';
import { welcomeMail } from '../../mail/templates/welcome.js';
import { findOrMakeCustomers, insertProject } from '../admin-projects/index.js';
import { recordChange, type Audited } from '../audit/index.js';
import {
  randomToken,
  signInLinkAddress,
  recordSignInToken,
  welcomeSignInTokenLifeMs,
} from '../auth/index.js';
import { welcomeDesigner, welcomeNextStep } from './enquiries-repository.js';

/** The enquiry locked for a save, checked against the revision its editor loaded. */
async function lockedEnquiry(tx: Tx, id: string, revision: number) {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  if (!row) throw AppError.notFound('Enquiry');
  if (row.projectId !== null || row.status === 'converted') {
    return { row, converted: true };
  }
  if (row.revision !== revision) throw AppError.staleRevision('enquiry');
  return { row, converted: false };
}

type EnquiryRow = typeof enquiries.$inferSelect;

/** How the audit trail names an enquiry (issue 39): who sent it. */
const enquiryEntity = (row: EnquiryRow) => ({
  kind: 'enquiry' as const,
  id: row.id,
  label: `${row.name} (${row.email})`,
});

/** New, contacted or closed; a converted enquiry keeps its status (409). */
export async function changeEnquiryStatus(
  db: Db,
  id: string,
  change: EnquiryStatusChange,
  audit: Audited,
) {
  await db.transaction(async (tx) => {
    const { row, converted } = await lockedEnquiry(tx, id, change.revision);
    if (converted) throw AppError.conflict(enquiryConvertedStatusMessage);
    await tx
      .update(enquiries)
      .set({ status: change.status, revision: nextRevision(enquiries.revision) })
      .where(eq(enquiries.id, id));
    await recordChange(tx, audit, {
      summary: `marked enquiry from ${row.name} ${change.status}`,
      entity: enquiryEntity(row),
      projectId: null,
      changes:
        row.status === change.status
          ? []
          : [{ field: 'status', label: 'Status', from: row.status, to: change.status }],
    });
  });
}

/**
 * Converts an enquiry in one transaction (decision 40.4): the customer for its e-mail (the
 * existing one, or a new one with the enquiry's name and phone), a project in design named
 * after it with that customer and the converting staff member as designer, and the enquiry
 * 'converted' with its project. A second conversion answers 409 and changes nothing.
 *
 * The same transaction writes the customer's welcome (decision 52): a sign-in link of 3 days
 * that opens the project's dashboard, their designer and what happens next. `base` is the
 * portal's public address, as for every link.
 */
export async function convertEnquiry(
  app: FastifyInstance,
  base: string,
  conversion: { id: string; revision: number; designerId: string },
  audit: Audited,
) {
  const { db } = app.database;
  const { id, revision, designerId } = conversion;
  const [designer, nextStep] = await Promise.all([
    welcomeDesigner(db, designerId),
    welcomeNextStep(db),
  ]);
  if (!designer) throw AppError.notFound('Designer');
  const token = randomToken();
  return db.transaction(async (tx) => {
    const { row, converted } = await lockedEnquiry(tx, id, revision);
    if (converted) throw AppError.conflict(enquiryConvertedAlreadyMessage);
    // An enquiry from a staff address is a state the enquiry is in, not a bad request: 409.
    const [customer] = await findOrMakeCustomers(
      tx,
      [{ email: row.email, name: row.name, phone: row.phone }],
      (message) => AppError.conflict(`${message}: a project needs a customer`),
    );
    const project = await insertProject(
      tx,
      { name: enquiryProjectName(row.name), status: 'design', designerId },
      [customer!.id],
    );
    await tx
      .update(enquiries)
      .set({
        status: 'converted',
        projectId: project.id,
        revision: nextRevision(enquiries.revision),
      })
      .where(eq(enquiries.id, id));
    await recordChange(tx, audit, {
      summary: `converted enquiry from ${row.name} into project ${project.name}`,
      entity: enquiryEntity(row),
      projectId: project.id,
      changes: [
        { field: 'status', label: 'Status', from: row.status, to: 'converted' },
        { field: 'projectId', label: 'Project', from: null, to: project.name },
      ],
    });
    if (customer!.isNew) {
      // The customer account the conversion made, as adding a user records it.
      await recordChange(tx, audit, {
        summary: `added ${customer!.email} as customer`,
        entity: { kind: 'user', id: customer!.id, label: customer!.email },
        projectId: project.id,
        changes: [
          { field: 'email', label: 'E-mail', from: null, to: customer!.email },
          { field: 'name', label: 'Name', from: null, to: row.name },
          ...(row.phone ? [{ field: 'phone', label: 'Phone', from: null, to: row.phone }] : []),
          { field: 'type', label: 'Role', from: null, to: 'customer' },
        ],
      });
    }
    const now = app.clock.now();
    const email = customer!.email;
    await recordSignInToken(tx, app.hashToken, token, { email }, now, welcomeSignInTokenLifeMs);
    const link = signInLinkAddress(base, token, portalPaths.projectDashboard(project.id));
    const mail = await welcomeMail(
      email,
      { projectName: project.name, designer, nextStep },
      link,
      new Date(now.getTime() + welcomeSignInTokenLifeMs),
    );
    await app.mail.write(tx, mail);
    return { project, customer: customer! };
  });
}
