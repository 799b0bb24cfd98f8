import { and, eq, exists, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
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
  messageAttachments,
  projectMessages,
} from '../db/schema.js';

/*
 * What uses a stored picture, which decides who may see it and when it may go (issue 21
 * point 10, decision 30). Catalog, gallery, content and delivery pictures are public, as
 * they always were. A design version's render is private to those who may see the version,
 * unless the version is on a published estimate page. A picture nothing uses (uploaded, not
 * yet attached) is for staff only, and is deleted once it is no longer wanted.
 * A message attachment (issue 36, decision 60), picture or PDF, is private to the project's
 * thread: staff, and the project's customers while the message is neither an internal note
 * nor hidden; uploaded and not yet on a message, its uploader and staff. An upload no message
 * took within the grace period is deleted with its files.
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

/** Held by a message attachment, sent or not (a stale unsent one is deleted first). */
const usedByAttachment = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(messageAttachments)
      .where(eq(messageAttachments.imageId, images.id)),
  );

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

/**
 * Who may fetch a stored file besides staff, who may fetch every one. Private files are
 * checked on every request.
 */
export type FileAudience =
  /** Anyone, cached for good. */
  | { kind: 'public' }
  /**
   * Whoever may see one of these projects, and these users (their own upload, not yet on a
   * message). Both empty: staff only.
   */
  | { kind: 'private'; projectIds: string[]; userIds: string[] };

/** Who may fetch a stored file, and the name a download carries (a PDF's). */
export interface FileAccess {
  audience: FileAudience;
  downloadName: string | null;
}

const staffOnly: FileAudience = { kind: 'private', projectIds: [], userIds: [] };

type AttachmentUse = {
  projectId: string;
  messageId: string | null;
  uploadedById: string | null;
  internal: boolean | null;
  hiddenAt: Date | null;
};

/**
 * The attachments' share of the audience: a sent message's project, unless customers may not
 * receive the message (an internal note, a hidden one); an unsent upload's uploader.
 */
function attachmentAudience(uses: AttachmentUse[]) {
  const projectIds = uses
    .filter((use) => use.messageId !== null && use.internal === false && use.hiddenAt === null)
    .map((use) => use.projectId);
  const userIds = uses
    .filter((use) => use.messageId === null && use.uploadedById !== null)
    .map((use) => use.uploadedById!);
  return { projectIds, userIds };
}

async function attachmentUses(db: Db, where: SQL) {
  return db
    .select({
      projectId: messageAttachments.projectId,
      messageId: messageAttachments.messageId,
      uploadedById: messageAttachments.uploadedById,
      name: messageAttachments.name,
      internal: projectMessages.internal,
      hiddenAt: projectMessages.hiddenAt,
    })
    .from(messageAttachments)
    .leftJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
    .where(where);
}

/** A PDF attached to a message, by its key; null when no attachment has it. */
async function accessOfPdf(db: Db, key: string): Promise<FileAccess | null> {
  const uses = await attachmentUses(
    db,
    and(eq(messageAttachments.kind, 'pdf'), eq(messageAttachments.fileKey, key))!,
  );
  const [use] = uses;
  if (!use) return null;
  return { audience: { kind: 'private', ...attachmentAudience(uses) }, downloadName: use.name };
}

/** A picture by one of its file names; null when no picture has it. */
async function accessOfPicture(db: Db, key: string): Promise<FileAccess | null> {
  const [row] = await db
    .select({
      id: images.id,
      isPublic: or(...publicUses(db), onPublishedPage(db))!.mapWith(Boolean),
    })
    .from(images)
    .where(or(eq(images.smallKey, key), eq(images.largeKey, key), eq(images.fullKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.isPublic) return { audience: { kind: 'public' }, downloadName: null };
  const [renders, attachments] = await Promise.all([
    db
      .selectDistinct({ projectId: designVersions.projectId })
      .from(designVersionRenders)
      .innerJoin(designVersions, eq(designVersions.id, designVersionRenders.designVersionId))
      .where(eq(designVersionRenders.imageId, row.id)),
    attachmentUses(db, eq(messageAttachments.imageId, row.id)),
  ]);
  const shared = attachmentAudience(attachments);
  const projectIds = [
    ...new Set([...renders.map((render) => render.projectId), ...shared.projectIds]),
  ];
  const audience =
    projectIds.length === 0 && shared.userIds.length === 0
      ? staffOnly
      : { kind: 'private' as const, projectIds, userIds: shared.userIds };
  return { audience, downloadName: null };
}

/** Who may fetch the file stored under this name; null when no picture or PDF has it. */
export async function accessOfFile(db: Db, key: string): Promise<FileAccess | null> {
  return key.endsWith('.pdf') ? accessOfPdf(db, key) : accessOfPicture(db, key);
}

export type StoredKeys = Pick<typeof images.$inferSelect, 'smallKey' | 'largeKey' | 'fullKey'>;

const unused = (db: Db) => not(or(...publicUses(db), usedAsRender(db), usedByAttachment(db))!);

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

/**
 * Deletes the message attachments uploaded before `cutoff` that no message took; answers the
 * PDFs' file keys for the caller to remove (their pictures are then unused, swept with the rest).
 */
export async function deleteStaleAttachmentRows(db: Db, cutoff: Date): Promise<string[]> {
  const gone = await db
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, cutoff)))
    .returning({ fileKey: messageAttachments.fileKey });
  return gone.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}
