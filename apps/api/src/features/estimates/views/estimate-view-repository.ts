import { estimateSlugSchema, type EstimateViewItem } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { batches, estimatePages } from '../../../db/schema.js';
import { estimatedVersionsOfBatch } from '../../design-versions/index.js';

export interface EstimateView {
  /** The page's project and batch, which the cache files the view under. */
  projectId: string;
  batchId: string;
  items: EstimateViewItem[];
}

/** The public page: every design version of its batch that has an estimate, or null. */
export async function estimateView(db: Db, slug: string): Promise<EstimateView | null> {
  // A text that cannot be a slug names no page (and may hold bytes PostgreSQL refuses).
  if (!estimateSlugSchema.safeParse(slug).success) return null;
  const [found] = await db
    .select({ page: estimatePages, projectId: batches.projectId })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(eq(estimatePages.slug, slug));
  if (!found) return null;
  const { page, projectId } = found;
  const estimated = await estimatedVersionsOfBatch(db, page.batchId);
  const items = estimated.map((version) => ({
    id: version.id,
    estimateViewId: page.slug,
    projectId: version.projectId,
    name: page.name,
    designVersionName: version.name,
    renders: version.renders.attachments,
    estimate: version.estimate,
    frontsAndBoxes: [...version.fronts, ...version.boxes],
    hardware: version.hardware,
    functionalities: version.functionalities,
    openingSystems: version.openingSystems,
    accessories: version.accessories,
    countertops: version.countertops,
  }));
  return { projectId, batchId: page.batchId, items };
}
