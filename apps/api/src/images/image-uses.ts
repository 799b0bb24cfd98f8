import { and, eq, exists, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  batchDesignVersions,
  catalogItems,
  contentItems,
  deliveries,
  designVersionRenders,
  designVersions,
  estimatePages,
  estimates,
  galleryKitchenRenders,
  galleryKitchens,
  images,
  itemLines,
} from '../db/schema.js';

/*
 * What uses a stored picture, which decides who may see it and when it may go (issue 21
 * point 10, decision 30). Catalog, gallery, content and delivery pictures are public, as
 * they always were. A design version's render is private to those who may see the version,
 * unless the version is on a published estimate page. A picture nothing uses (uploaded, not
 * yet attached) is for staff only, and is deleted once it is no longer wanted.
 */

/** Conditions "the picture is used by …" for every public holder. */
function publicUses(db: Db): SQL[] {
  const holders = [
    { table: catalogItems, column: catalogItems.imageId },
    { table: galleryKitchens, column: galleryKitchens.coverImageId },
    { table: galleryKitchenRenders, column: galleryKitchenRenders.imageId },
    { table: itemLines, column: itemLines.imageId },
    { table: contentItems, column: contentItems.imageId },
    { table: deliveries, column: deliveries.imageId },
  ];
  return holders.map(({ table, column }) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, images.id)),
    ),
  );
}

const usedAsRender = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(designVersionRenders)
      .where(eq(designVersionRenders.imageId, images.id)),
  );

/** A render of a version that a published estimate page shows (estimated in the page's batch). */
const onPublishedPage = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(designVersionRenders)
      .innerJoin(
        batchDesignVersions,
        eq(batchDesignVersions.designVersionId, designVersionRenders.designVersionId),
      )
      .innerJoin(estimatePages, eq(estimatePages.batchId, batchDesignVersions.batchId))
      .innerJoin(
        estimates,
        and(
          eq(estimates.batchId, estimatePages.batchId),
          eq(estimates.designVersionId, designVersionRenders.designVersionId),
        ),
      )
      .where(eq(designVersionRenders.imageId, images.id)),
  );

export type PictureAudience =
  /** Anyone, cached for good. */
  | { kind: 'public' }
  /** Whoever may see one of these projects' design versions. */
  | { kind: 'project'; projectIds: string[] }
  /** Nothing uses it yet: staff only. */
  | { kind: 'staff' };

/** Who may see the picture stored under this file name; null when no picture has it. */
export async function audienceOfFile(db: Db, key: string): Promise<PictureAudience | null> {
  const [row] = await db
    .select({
      id: images.id,
      isPublic: or(...publicUses(db), onPublishedPage(db))!.mapWith(Boolean),
    })
    .from(images)
    .where(or(eq(images.smallKey, key), eq(images.largeKey, key), eq(images.fullKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.isPublic) return { kind: 'public' };
  const projects = await db
    .selectDistinct({ projectId: designVersions.projectId })
    .from(designVersionRenders)
    .innerJoin(designVersions, eq(designVersions.id, designVersionRenders.designVersionId))
    .where(eq(designVersionRenders.imageId, row.id));
  if (projects.length === 0) return { kind: 'staff' };
  return { kind: 'project', projectIds: projects.map((project) => project.projectId) };
}

export type StoredKeys = Pick<typeof images.$inferSelect, 'smallKey' | 'largeKey' | 'fullKey'>;

const unused = (db: Db) => not(or(...publicUses(db), usedAsRender(db))!);

/**
 * Deletes the rows of these pictures that nothing uses any more (one still used elsewhere,
 * e.g. by a copy of the version, stays); answers their file names for the caller to remove.
 */
export async function deleteUnusedRows(db: Db, imageIds: string[]): Promise<StoredKeys[]> {
  if (imageIds.length === 0) return [];
  return db
    .delete(images)
    .where(and(inArray(images.id, imageIds), unused(db)))
    .returning({ smallKey: images.smallKey, largeKey: images.largeKey, fullKey: images.fullKey });
}

/** Deletes the rows of every picture nothing uses that was stored before `cutoff`. */
export async function deleteOrphanRows(db: Db, cutoff: Date): Promise<StoredKeys[]> {
  return db
    .delete(images)
    .where(and(lt(images.createdAt, cutoff), unused(db)))
    .returning({ smallKey: images.smallKey, largeKey: images.largeKey, fullKey: images.fullKey });
}
