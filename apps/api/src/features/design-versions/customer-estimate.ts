import type { CustomerEstimate, Project } from '@corner/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, estimatePages } from '../../db/schema.js';
import { estimatedVersionsOfBatch, listDesignVersions } from './design-versions-repository.js';

async function latestEstimatePage(db: Db, projectId: string) {
  const [page] = await db
    .select({
      slug: estimatePages.slug,
      name: estimatePages.name,
      batchId: estimatePages.batchId,
    })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(eq(batches.projectId, projectId))
    .orderBy(desc(estimatePages.createdAt), desc(estimatePages.id))
    .limit(1);
  return page ?? null;
}

/**
 * What the customer's estimate page shows (PRODUCT.md 4): the latest estimate page published
 * for the project; if none, the active design version (pinned, else the latest estimated)
 * with its estimate; else nothing (the empty state).
 */
export async function customerEstimate(db: Db, project: Project): Promise<CustomerEstimate> {
  const page = await latestEstimatePage(db, project.id);
  if (page) {
    const versions = await estimatedVersionsOfBatch(db, page.batchId);
    return {
      projectId: project.id,
      name: page.name,
      estimatePageSlug: page.slug,
      designVersions: versions,
    };
  }
  const versions = await listDesignVersions(db, project.id);
  const active =
    versions.find((version) => version.id === project.activeDesignVersionId) ??
    versions.find((version) => version.estimate !== null);
  const shown = active?.estimate ? [active] : [];
  return {
    projectId: project.id,
    name: project.name,
    estimatePageSlug: null,
    designVersions: shown,
  };
}
