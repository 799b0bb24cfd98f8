import { isStaff, type CatalogCategory, type DetailItem } from '@corner/contracts';
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  catalogItems,
  designVersions,
  estimatePages,
  estimates,
  images,
  itemLines,
  projectCustomers,
} from '../../db/schema.js';
import { fileUrl } from '../../images/image-urls.js';
import type { Viewer } from '../auth/index.js';
import { isUuid } from '../projects/index.js';

/*
 * Detail items (spec section 3): the item lines of one design version, with the line's image,
 * else its catalog item's, at the large thumbnail size. Each lookup is one query whatever the
 * number of ids: the version (with the caller's access) left-joined to the asked lines, so an
 * empty answer and an unreachable version stay apart.
 */

const lineImages = alias(images, 'line_images');
const catalogImages = alias(images, 'catalog_images');

/** What selects the design version; the query answers nothing when it selects none. */
interface VersionScope {
  versionId: string;
  where: SQL | undefined;
}

async function linesOf(
  db: Db,
  scope: VersionScope,
  categories: readonly CatalogCategory[],
  ids: readonly string[],
): Promise<DetailItem[] | null> {
  if (!isUuid(scope.versionId)) return null;
  const lineIds = [...new Set(ids.filter(isUuid))];
  const categoryOrder = sql`array_position(array[${sql.join(
    categories.map((category) => sql`${category}`),
    sql`, `,
  )}]::text[], ${itemLines.category})`;
  const rows = await db
    .select({
      id: itemLines.id,
      name: itemLines.name,
      lineImage: lineImages.smallKey,
      catalogImage: catalogImages.smallKey,
    })
    .from(designVersions)
    .leftJoin(
      itemLines,
      and(
        eq(itemLines.designVersionId, designVersions.id),
        inArray(itemLines.category, [...categories]),
        // An empty list matches no line (inArray with no values is false).
        inArray(itemLines.id, lineIds),
      ),
    )
    .leftJoin(lineImages, eq(lineImages.id, itemLines.imageId))
    .leftJoin(catalogItems, eq(catalogItems.id, itemLines.catalogItemId))
    .leftJoin(catalogImages, eq(catalogImages.id, catalogItems.imageId))
    .where(and(eq(designVersions.id, scope.versionId), scope.where))
    .orderBy(categoryOrder, asc(itemLines.position), asc(itemLines.id));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => {
    if (row.id === null || row.name === null) return [];
    // The 480 px thumbnail: detail items show in 96 px slots (issue 27).
    const key = row.lineImage ?? row.catalogImage;
    return [{ id: row.id, name: row.name, imageUrl: key ? fileUrl(key) : null }];
  });
}

/** A customer reaches the versions of their own projects; staff reach every version. */
function reachableBy(db: Db, viewer: Viewer) {
  if (isStaff(viewer.type)) return undefined;
  const link = db
    .select({ one: sql`1` })
    .from(projectCustomers)
    .where(
      and(
        eq(projectCustomers.projectId, designVersions.projectId),
        eq(projectCustomers.userId, viewer.id),
      ),
    );
  return exists(link);
}

/**
 * The asked lines of a category of a version of the project, in the version's order; ids that
 * are not lines of it are left out. Null when the viewer cannot reach the version (a 404).
 */
export async function detailItemsFor(
  db: Db,
  viewer: Viewer,
  target: { projectId: string; versionId: string },
  category: CatalogCategory,
  ids: readonly string[],
): Promise<DetailItem[] | null> {
  if (!isUuid(target.projectId)) return null;
  const where = and(eq(designVersions.projectId, target.projectId), reachableBy(db, viewer));
  return linesOf(db, { versionId: target.versionId, where }, [category], ids);
}

/** The version is in the batch of the page with that slug, and has an estimate. */
function shownOnPage(db: Db, slug: string) {
  const inBatch = db
    .select({ one: sql`1` })
    .from(estimatePages)
    .innerJoin(batchDesignVersions, eq(batchDesignVersions.batchId, estimatePages.batchId))
    .where(
      and(eq(estimatePages.slug, slug), eq(batchDesignVersions.designVersionId, designVersions.id)),
    );
  const estimated = db
    .select({ one: sql`1` })
    .from(estimates)
    .where(eq(estimates.designVersionId, designVersions.id));
  return and(exists(inBatch), exists(estimated));
}

/**
 * The same for a version shown on a published estimate page (no session: the page decides),
 * over the categories of one of the page's lists. Null when the page does not show it.
 */
export async function publishedDetailItems(
  db: Db,
  target: { slug: string; versionId: string },
  categories: readonly CatalogCategory[],
  ids: readonly string[],
): Promise<DetailItem[] | null> {
  const where = shownOnPage(db, target.slug);
  return linesOf(db, { versionId: target.versionId, where }, categories, ids);
}
