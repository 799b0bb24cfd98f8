import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Image } from '@corner/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { deleteOrphanRows, deleteUnusedRows, type StoredKeys } from './image-uses.js';
import { toImage } from './image-urls.js';
import { makeThumbnails, thumbnailSizes, type Thumbnail, type Thumbnails } from './thumbnails.js';

/*
 * Pictures on disk under DATA_DIR/uploads, one row each in `images`. File names are chosen
 * here (random, never the uploader's), so they can be cached forever: a file never changes.
 */

export type NewImageRow = typeof images.$inferInsert;

export class ImageStore {
  constructor(readonly uploadsDir: string) {}

  async init(): Promise<void> {
    await mkdir(this.uploadsDir, { recursive: true });
  }

  /** Makes and writes the thumbnails; the row is left for the caller to insert. */
  async prepare(input: Buffer, filename: string): Promise<NewImageRow> {
    return this.prepareThumbnails(await makeThumbnails(input), filename);
  }

  /** Writes thumbnails already made; the row is left for the caller to insert. */
  async prepareThumbnails(thumbnails: Thumbnails, filename: string): Promise<NewImageRow> {
    const keys = await this.writeFiles(thumbnails);
    return {
      id: crypto.randomUUID(),
      filename: cleanFilename(filename),
      width: thumbnails.full.width,
      height: thumbnails.full.height,
      smallKey: keys.small,
      largeKey: keys.large,
      fullKey: keys.full,
    };
  }

  /** Stores a picture: files and row. */
  async save(db: Db, input: Buffer, filename: string): Promise<Image> {
    return this.saveThumbnails(db, await makeThumbnails(input), filename);
  }

  /** Stores thumbnails already made (an upload checks its picture first): files and row. */
  async saveThumbnails(db: Db, thumbnails: Thumbnails, filename: string): Promise<Image> {
    const row = await this.prepareThumbnails(thumbnails, filename);
    try {
      const [saved] = await db.insert(images).values(row).returning();
      return toImage(saved!);
    } catch (error) {
      await this.removeFiles(row);
      throw error;
    }
  }

  async removeFiles(row: StoredKeys) {
    const keys = new Set([row.smallKey, row.largeKey, row.fullKey]);
    await Promise.all([...keys].map((key) => rm(join(this.uploadsDir, key), { force: true })));
  }

  /**
   * Deletes these pictures, rows and files, when nothing uses them any more (a render taken
   * away, its version deleted); one still used elsewhere stays. Answers how many went.
   */
  async deleteUnused(db: Db, imageIds: string[]): Promise<number> {
    const gone = await deleteUnusedRows(db, imageIds);
    await Promise.all(gone.map((row) => this.removeFiles(row)));
    return gone.length;
  }

  /**
   * Deletes every picture nothing uses that was stored more than `graceMs` ago (a replaced
   * catalog picture, an upload never attached); newer ones may still be about to be attached.
   */
  async sweepOrphans(db: Db, graceMs: number, now = Date.now()): Promise<number> {
    const gone = await deleteOrphanRows(db, new Date(now - graceMs));
    await Promise.all(gone.map((row) => this.removeFiles(row)));
    return gone.length;
  }

  /** One file per distinct thumbnail: sizes that share a thumbnail share its file. */
  private async writeFiles(thumbnails: Thumbnails) {
    const base = randomBytes(12).toString('base64url');
    const keyOf = new Map<Thumbnail, string>();
    for (const size of thumbnailSizes) {
      const thumbnail = thumbnails[size];
      if (!keyOf.has(thumbnail)) keyOf.set(thumbnail, `${base}-${thumbnail.width}.webp`);
    }
    await Promise.all(
      [...keyOf].map(([thumbnail, key]) => writeFile(join(this.uploadsDir, key), thumbnail.data)),
    );
    return {
      small: keyOf.get(thumbnails.small)!,
      large: keyOf.get(thumbnails.large)!,
      full: keyOf.get(thumbnails.full)!,
    };
  }
}

/** The name shown to people: the uploader's base name, without path or odd characters. */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w .()-]+/g, '_')
    .slice(0, 200)
    .trim();
  return cleaned || 'picture';
}
