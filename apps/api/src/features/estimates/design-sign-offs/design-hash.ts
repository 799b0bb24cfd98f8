import { buffer } from 'node:stream/consumers';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  designVersions,
  images,
  itemLines,
  messageAttachments,
  type SignedDrawing,
} from '../../../db/schema.js';
import type { FileStore } from '../../../images/file-store.js';
import { canonicalJson, sha256 } from '../acceptances/record-hashes.js';

/*
 * What a design sign-off proves (decision 65): the design version's name, its lines (what,
 * how many) and the bytes of each drawing, hashed. The checking page hashes them again from
 * what the database and the file store hold now.
 */

export interface DesignFacts {
  versionName: string;
  lines: { category: string; name: string; quantity: string; unit: string }[];
}

export async function designFacts(db: Db | Tx, designVersionId: string): Promise<DesignFacts> {
  const [[version], lines] = await Promise.all([
    db
      .select({ name: designVersions.name })
      .from(designVersions)
      .where(eq(designVersions.id, designVersionId)),
    db
      .select({
        category: itemLines.category,
        name: itemLines.name,
        quantity: itemLines.quantity,
        unit: itemLines.unit,
      })
      .from(itemLines)
      .where(eq(itemLines.designVersionId, designVersionId))
      .orderBy(asc(itemLines.category), asc(itemLines.position), asc(itemLines.id)),
  ]);
  return { versionName: version?.name ?? '', lines };
}

/** Each attachment's name and the SHA-256 of its stored bytes (a picture's full size). */
export async function drawingsAsStored(
  db: Db | Tx,
  files: FileStore,
  attachmentIds: string[],
): Promise<SignedDrawing[]> {
  if (attachmentIds.length === 0) return [];
  const rows = await db
    .select({
      id: messageAttachments.id,
      name: messageAttachments.name,
      fileKey: messageAttachments.fileKey,
      fullKey: images.fullKey,
    })
    .from(messageAttachments)
    .leftJoin(images, eq(images.id, messageAttachments.imageId))
    .where(inArray(messageAttachments.id, attachmentIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    attachmentIds.map(async (id) => {
      const row = byId.get(id);
      const key = row?.fileKey ?? row?.fullKey;
      const file = key ? await files.get(key) : null;
      const bytes = file && !('notModified' in file) ? await buffer(file.body) : null;
      return { attachmentId: id, name: row?.name ?? '', sha256: bytes ? sha256(bytes) : '' };
    }),
  );
}

export const designHash = (facts: DesignFacts, drawings: SignedDrawing[]) =>
  sha256(
    canonicalJson({
      ...facts,
      drawings: drawings.map(({ name, sha256: hash }) => ({ name, sha256: hash })),
    }),
  );
