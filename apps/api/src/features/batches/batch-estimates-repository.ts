import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batchDesignVersions, estimatePages, estimates, projects } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../projects/projects-repository.js';

/** Only estimates of the batch's design versions: ids of other projects name nothing. */
export async function estimatesByIds(db: Db, batchId: string, itemIds: string[]) {
  const ids = itemIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ estimate: estimates })
    .from(estimates)
    .innerJoin(
      batchDesignVersions,
      eq(batchDesignVersions.designVersionId, estimates.designVersionId),
    )
    .where(and(eq(batchDesignVersions.batchId, batchId), inArray(estimates.id, ids)));
  return rows.map((row) => row.estimate);
}

/**
 * Deletes the batch's estimates with these ids. An estimate pinned for the project's
 * customers is not deleted but taken out of the batch (decision 38): what a customer sees
 * never goes with a draft batch's clean-up.
 */
export async function deleteEstimates(db: Db, batchId: string, itemIds: string[]) {
  const found = await estimatesByIds(db, batchId, itemIds);
  if (found.length === 0) return 0;
  const ids = found.map((row) => row.id);
  return db.transaction(async (tx) => {
    const pinned = await tx
      .select({ id: projects.activeEstimateId })
      .from(projects)
      .where(inArray(projects.activeEstimateId, ids));
    const kept = pinned.flatMap((row) => (row.id ? [row.id] : []));
    if (kept.length > 0) {
      await tx.update(estimates).set({ batchId: null }).where(inArray(estimates.id, kept));
    }
    const deletable = ids.filter((id) => !kept.includes(id));
    if (deletable.length > 0) await tx.delete(estimates).where(inArray(estimates.id, deletable));
    return ids.length;
  });
}

/** A page for the batch, its id; a slug already taken answers 409 and adds nothing. */
export async function createEstimatePage(
  db: Db,
  page: { batchId: string; designVersionId: string; slug: string; name: string },
) {
  if (!isUuid(page.designVersionId)) throw AppError.notFound('Design version');
  const [member] = await db
    .select()
    .from(batchDesignVersions)
    .where(
      and(
        eq(batchDesignVersions.batchId, page.batchId),
        eq(batchDesignVersions.designVersionId, page.designVersionId),
      ),
    );
  if (!member) throw AppError.notFound('Design version');
  const inserted = await db
    .insert(estimatePages)
    .values(page)
    .onConflictDoNothing({ target: estimatePages.slug })
    .returning({ id: estimatePages.id });
  if (inserted.length === 0) throw AppError.conflict('This page slug is already taken');
  return inserted[0]!.id;
}
