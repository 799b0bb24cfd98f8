import {
  defaultWelcomeNextStep,
  type Enquiry,
  type EnquiryStatus,
  type EnquirySummary,
  type ProjectWelcome,
} from '@corner/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, enquiries, galleryKitchens, projects, users } from '../../db/schema.js';
import { isUuid } from '../projects/index.js';

/* Enquiries as stored (decision 40): what the visitor sent, its status and its project. */

type Row = typeof enquiries.$inferSelect;

export interface NewEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  postcode: string;
  kitchenSize: Row['kitchenSize'];
  galleryKitchenId: string | null;
  message: string;
  consentedAt: Date;
  createdAt: Date;
}

/** A published gallery kitchen by its slug: the one a visitor can have come from. */
export async function publishedKitchen(db: Db, slug: string) {
  const [row] = await db
    .select({ id: galleryKitchens.id, name: galleryKitchens.name })
    .from(galleryKitchens)
    .where(and(eq(galleryKitchens.slug, slug), eq(galleryKitchens.published, true)));
  return row ?? null;
}

export async function insertEnquiry(db: Db, enquiry: NewEnquiry): Promise<void> {
  await db.insert(enquiries).values(enquiry);
}

const summaryOf = (row: Row): EnquirySummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: row.country,
  kitchenSize: row.kitchenSize,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** A page of enquiries, newest first, of one status or all. */
export async function listEnquiries(
  db: Db,
  query: { status?: EnquiryStatus | undefined; page: number; pageSize: number },
) {
  const where = query.status ? eq(enquiries.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    items: rows.map(summaryOf),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

/** One enquiry with its kitchen and project, or null when there is none with this id. */
export async function findEnquiry(db: Db, id: string): Promise<Enquiry | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      enquiry: enquiries,
      kitchenSlug: galleryKitchens.slug,
      kitchenName: galleryKitchens.name,
      projectName: projects.name,
    })
    .from(enquiries)
    .leftJoin(galleryKitchens, eq(galleryKitchens.id, enquiries.galleryKitchenId))
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(eq(enquiries.id, id));
  if (!found) return null;
  const { enquiry: row } = found;
  return {
    ...summaryOf(row),
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    consentedAt: row.consentedAt.toISOString(),
    kitchen:
      found.kitchenSlug !== null && found.kitchenName !== null
        ? { slug: found.kitchenSlug, name: found.kitchenName }
        : null,
    project:
      row.projectId !== null && found.projectName !== null
        ? { id: row.projectId, name: found.projectName }
        : null,
    revision: row.revision,
  };
}

/** Staff's words for what happens next after an enquiry, else the default (decision 52). */
export async function welcomeNextStep(db: Db): Promise<string> {
  const [row] = await db
    .select({ body: contentItems.body })
    .from(contentItems)
    .where(eq(contentItems.slot, 'welcome-next-step'))
    .limit(1);
  return row?.body.trim() ? row.body.trim() : defaultWelcomeNextStep;
}

/** A staff member as the welcome mail names them: the converting designer. */
export async function welcomeDesigner(db: Db, id: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * What the customer asked for in the enquiry this project came from, and the next step;
 * null when the project came from none (decision 52). The caller checks the project is theirs.
 */
export async function findProjectWelcome(db: Db, projectId: string): Promise<ProjectWelcome> {
  const [found] = await db
    .select({
      enquiry: enquiries,
      kitchenSlug: galleryKitchens.slug,
      kitchenName: galleryKitchens.name,
    })
    .from(enquiries)
    .leftJoin(galleryKitchens, eq(galleryKitchens.id, enquiries.galleryKitchenId))
    .where(eq(enquiries.projectId, projectId))
    .orderBy(desc(enquiries.createdAt))
    .limit(1);
  if (!found) return null;
  const { enquiry: row } = found;
  return {
    enquiry: {
      kitchenSize: row.kitchenSize,
      kitchen:
        found.kitchenSlug !== null && found.kitchenName !== null
          ? { slug: found.kitchenSlug, name: found.kitchenName }
          : null,
      country: row.country,
      postcode: row.postcode,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
    },
    nextStep: await welcomeNextStep(db),
  };
}
