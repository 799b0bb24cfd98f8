import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  type ViewEventKind,
  viewEventDays,
  viewEvents,
} from '../../db/schema.js';

export interface ViewEventInput {
  kind: ViewEventKind;
  projectId: string;
  estimatePageId: string | null;
  /** Kind 'version' only: the version seen. */
  designVersionId?: string | null;
  /** A signed-in customer's id; never staff's (their events are not stored, decision 42). */
  userId: string | null;
}

const openKinds: readonly ViewEventKind[] = ['estimate-page', 'customer-estimate'];

/**
 * Stores the event; the first open of a page also dates the page's `first_opened_at` (the
 * pipeline's 'Opened' step, issue 39), once: later opens find it set and change nothing.
 */
export async function recordViewEvent(db: Db, event: ViewEventInput): Promise<void> {
  const [stored] = await db
    .insert(viewEvents)
    .values(event)
    .returning({ createdAt: viewEvents.createdAt });
  if (!event.estimatePageId || !openKinds.includes(event.kind)) return;
  await db
    .update(estimatePages)
    .set({ firstOpenedAt: stored!.createdAt })
    .where(and(eq(estimatePages.id, event.estimatePageId), isNull(estimatePages.firstOpenedAt)));
}

/** Counts one event sent to the page on the day (stored or not); answers the day's count. */
export async function countPageEvent(
  db: Db,
  key: { projectId: string; page: string; day: string },
): Promise<number> {
  const [row] = await db
    .insert(viewEventDays)
    .values({ ...key, events: 1 })
    .onConflictDoUpdate({
      target: [viewEventDays.projectId, viewEventDays.page, viewEventDays.day],
      set: { events: sql`${viewEventDays.events} + 1` },
    })
    .returning({ events: viewEventDays.events });
  return row!.events;
}

/** A published page by slug, with the batch and project it belongs to, or null. */
export async function findEstimatePage(db: Db, slug: string) {
  const [page] = await db
    .select({ id: estimatePages.id, batchId: batches.id, projectId: batches.projectId })
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

/** Whether the version is one of the batch's (a published page shows its batch's versions). */
export async function isVersionOfBatch(db: Db, batchId: string, versionId: string) {
  const [row] = await db
    .select({ id: batchDesignVersions.designVersionId })
    .from(batchDesignVersions)
    .where(
      and(
        eq(batchDesignVersions.batchId, batchId),
        eq(batchDesignVersions.designVersionId, versionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the version belongs to the project. */
export async function isVersionOfProject(db: Db, projectId: string, versionId: string) {
  const [row] = await db
    .select({ id: designVersions.id })
    .from(designVersions)
    .where(and(eq(designVersions.projectId, projectId), eq(designVersions.id, versionId)))
    .limit(1);
  return row !== undefined;
}
