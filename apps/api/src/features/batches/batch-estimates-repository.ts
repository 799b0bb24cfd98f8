import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batchDesignVersions, estimatePages, estimates } from '../../db/schema.js';
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

export async function deleteEstimates(db: Db, batchId: string, itemIds: string[]) {
  const found = await estimatesByIds(db, batchId, itemIds);
  if (found.length === 0) return 0;
  const deleted = await db
    .delete(estimates)
    .where(
      inArray(
        estimates.id,
        found.map((row) => row.id),
      ),
    )
    .returning({ id: estimates.id });
  return deleted.length;
}

/** A page for the batch; a slug already taken answers 409 and adds nothing. */
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
}
