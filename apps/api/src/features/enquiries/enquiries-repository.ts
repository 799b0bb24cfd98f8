import type { Enquiry, EnquiryStatus, EnquirySummary } from '@corner/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enquiries, galleryKitchens, projects } from '../../db/schema.js';
import { isUuid } from '../projects/projects-repository.js';

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
