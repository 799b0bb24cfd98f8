import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, estimatePages, type ViewEventKind, viewEvents } from '../../db/schema.js';

export interface ViewEventInput {
  kind: ViewEventKind;
  projectId: string;
  estimatePageId: string | null;
  userId: string | null;
}

export async function recordViewEvent(db: Db, event: ViewEventInput): Promise<void> {
  await db.insert(viewEvents).values(event);
}

/** A published page by slug, with the project its batch belongs to, or null. */
export async function findEstimatePage(db: Db, slug: string) {
  const [page] = await db
    .select({ id: estimatePages.id, projectId: batches.projectId })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(eq(estimatePages.slug, slug))
    .limit(1);
  return page ?? null;
}

/** The project's latest published page (the one its customer estimate page shows), or null. */
export async function latestEstimatePageId(db: Db, projectId: string) {
  const [page] = await db
    .select({ id: estimatePages.id })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(eq(batches.projectId, projectId))
    .orderBy(desc(estimatePages.createdAt), desc(estimatePages.id))
    .limit(1);
  return page?.id ?? null;
}
