import type { EstimateViewItem, Image } from '@corner/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  designVersionRenders,
  designVersions,
  estimatePages,
  images,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { toDesignVersions } from '../design-versions/design-versions-repository.js';

async function rendersOf(db: Db, versionIds: string[]) {
  const rows = await db
    .select({ versionId: designVersionRenders.designVersionId, image: images })
    .from(designVersionRenders)
    .innerJoin(images, eq(images.id, designVersionRenders.imageId))
    .where(inArray(designVersionRenders.designVersionId, versionIds))
    .orderBy(asc(designVersionRenders.position));
  const renders = new Map<string, Image[]>();
  for (const { versionId, image } of rows) {
    renders.set(versionId, [...(renders.get(versionId) ?? []), toImage(image)]);
  }
  return renders;
}

export interface EstimateView {
  /** The page's project and batch, which the cache files the view under. */
  projectId: string;
  batchId: string;
  items: EstimateViewItem[];
}

/** The public page: every design version of its batch that has an estimate, or null. */
export async function estimateView(db: Db, slug: string): Promise<EstimateView | null> {
  const [found] = await db
    .select({ page: estimatePages, projectId: batches.projectId })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(eq(estimatePages.slug, slug));
  if (!found) return null;
  const { page, projectId } = found;
  const view = { projectId, batchId: page.batchId };
  const rows = await db
    .select({ version: designVersions })
    .from(batchDesignVersions)
    .innerJoin(designVersions, eq(designVersions.id, batchDesignVersions.designVersionId))
    .where(eq(batchDesignVersions.batchId, page.batchId))
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id));
  const versions = await toDesignVersions(
    db,
    rows.map((row) => row.version),
  );
  const estimated = versions.filter((version) => version.estimate !== null);
  if (estimated.length === 0) return { ...view, items: [] };
  const renders = await rendersOf(
    db,
    estimated.map((version) => version.id),
  );
  const items = estimated.map((version) => ({
    id: version.id,
    estimateViewId: page.slug,
    projectId: version.projectId,
    name: page.name,
    designVersionName: version.name,
    renders: renders.get(version.id) ?? [],
    estimate: version.estimate!,
    frontsAndBoxes: [...version.fronts, ...version.boxes],
    hardware: version.hardware,
    functionalities: version.functionalities,
    openingSystems: version.openingSystems,
    accessories: version.accessories,
    countertops: version.countertops,
  }));
  return { ...view, items };
}
