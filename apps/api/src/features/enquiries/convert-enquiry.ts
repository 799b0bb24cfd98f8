import {
  enquiryConvertedAlreadyMessage,
  enquiryConvertedStatusMessage,
  enquiryProjectName,
  type EnquiryStatusChange,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enquiries, projectCustomers, projects, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nextRevision } from '../../lib/revision.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** New, contacted or closed; a converted enquiry keeps its status (409). */
export async function changeEnquiryStatus(db: Db, id: string, change: EnquiryStatusChange) {
  await db.transaction(async (tx) => {
    const { converted } = await lockedEnquiry(tx, id, change.revision);
    if (converted) throw AppError.conflict(enquiryConvertedStatusMessage);
    await tx
      .update(enquiries)
      .set({ status: change.status, revision: nextRevision(enquiries.revision) })
      .where(eq(enquiries.id, id));
  });
}

/** The customer with the enquirer's e-mail, made from the enquiry when there is none. */
async function customerFor(tx: Tx, enquiry: typeof enquiries.$inferSelect) {
  const [existing] = await tx.select().from(users).where(eq(users.email, enquiry.email));
  if (existing) {
    if (existing.type !== 'customer') {
      throw AppError.conflict(
        `${enquiry.email} is a staff account, not a customer: a project needs a customer`,
      );
    }
    return { id: existing.id, email: existing.email, isNew: false };
  }
  const [created] = await tx
    .insert(users)
    .values({ email: enquiry.email, name: enquiry.name, phone: enquiry.phone, type: 'customer' })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!created) throw AppError.conflict('Try again: a customer was just added');
  return { ...created, isNew: true };
}

/**
 * Converts an enquiry in one transaction (decision 40.4): the customer for its e-mail (the
 * existing one, or a new one with the enquiry's name and phone), a project in design named
 * after it with that customer and the converting staff member as designer, and the enquiry
 * 'converted' with its project. A second conversion answers 409 and changes nothing.
 */
export async function convertEnquiry(db: Db, id: string, revision: number, designerId: string) {
  return db.transaction(async (tx) => {
    const { row, converted } = await lockedEnquiry(tx, id, revision);
    if (converted) throw AppError.conflict(enquiryConvertedAlreadyMessage);
    const customer = await customerFor(tx, row);
    const [project] = await tx
      .insert(projects)
      .values({ name: enquiryProjectName(row.name), status: 'design', designerId })
      .returning({ id: projects.id, name: projects.name });
    await tx.insert(projectCustomers).values({ projectId: project!.id, userId: customer.id });
    await tx
      .update(enquiries)
      .set({
        status: 'converted',
        projectId: project!.id,
        revision: nextRevision(enquiries.revision),
      })
      .where(eq(enquiries.id, id));
    return { project: project!, customer };
  });
}
