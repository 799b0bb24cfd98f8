import { randomBytes } from 'node:crypto';
import type { Image } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import type { FileStore } from './file-store.js';
import {
  deleteOrphanRows,
  deleteStaleAttachmentRows,
  deleteUnusedRows,
  type StoredKeys,
} from './image-uses.js';
import { toImage } from './image-urls.js';
import { makeThumbnails, thumbnailSizes, type Thumbnail, type Thumbnails } from './thumbnails.js';

/*
 * Pictures as files in a FileStore (a folder, or object storage shared by every instance;
 * decision 32), one row each in `images`. File names are chosen here (random, never the
 * uploader's), so they can be cached forever: a file never changes.
 */

export type NewImageRow = typeof images.$inferInsert;

const webp = 'image/webp';

export class ImageStore {
  constructor(
    readonly files: FileStore,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async init(): Promise<void> {
    await this.files.init();
  }

  /** Makes and writes the thumbnails; the row is left for the caller to insert. */
  async prepare(input: Buffer, filename: string): Promise<NewImageRow> {
    return this.prepareThumbnails(await makeThumbnails(input), filename);
  }

  /** Writes thumbnails already made; the row is left for the caller to insert. */
  async prepareThumbnails(thumbnails: Thumbnails, filename: string): Promise<NewImageRow> {
    const { row, files } = newPicture(thumbnails, filename);
    const { written, failure } = await this.writeFiles(files);
    if (failure) {
      await Promise.all(written.map((key) => this.files.delete(key))).catch(() => undefined);
      throw failure.reason;
    }
    return row;
  }

  /** Stores a picture: files and row. */
  async save(db: Db, input: Buffer, filename: string): Promise<Image> {
    return this.saveThumbnails(db, await makeThumbnails(input), filename);
  }

  /**
   * Stores thumbnails already made (an upload checks its picture first): row, then files.
   * The row comes first so that a picture is never left as files nobody knows of: when a
   * file cannot be written (the store is away), the files written are removed and the row
   * with them; if they cannot be removed either, the row stays, unattached, and the sweep of
   * unused pictures removes both later. The caller only gets the picture once all is stored.
   */
  async saveThumbnails(db: Db, thumbnails: Thumbnails, filename: string): Promise<Image> {
    const { row, files } = newPicture(thumbnails, filename);
    const [saved] = await db.insert(images).values(row).returning();
    const { written, failure } = await this.writeFiles(files);
    if (failure) {
      await this.undoSave(db, row.id!, written);
      throw failure.reason;
    }
    return toImage(saved!);
  }

  private async undoSave(db: Db, imageId: string, written: string[]) {
    try {
      await Promise.all(written.map((key) => this.files.delete(key)));
      await db.delete(images).where(eq(images.id, imageId));
    } catch (error) {
      this.log?.warn({ err: error, imageId }, 'a failed upload is left to the sweep');
    }
  }

  async removeFiles(row: StoredKeys) {
    const keys = new Set([row.smallKey, row.largeKey, row.fullKey]);
    await Promise.all([...keys].map((key) => this.files.delete(key)));
  }

  /**
   * Deletes these pictures, rows and files, when nothing uses them any more (a render taken
   * away, its version deleted); one still used elsewhere stays. Answers how many went.
   */
  async deleteUnused(db: Db, imageIds: string[]): Promise<number> {
    const gone = await deleteUnusedRows(db, imageIds);
    await this.removeFilesOfDeleted(gone);
    return gone.length;
  }

  /**
   * Deletes every picture nothing uses that was stored more than `graceMs` ago (a replaced
   * catalog picture, an upload never attached), and the message attachments no message took
   * in that time (issue 36) with their pictures and PDFs; newer ones may still be about to be
   * attached. Answers how many files' rows went (pictures and PDFs).
   */
  async sweepOrphans(db: Db, graceMs: number, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - graceMs);
    const pdfKeys = await deleteStaleAttachmentRows(db, cutoff);
    const gone = await deleteOrphanRows(db, cutoff);
    await this.removeFilesOfDeleted(gone, pdfKeys);
    return gone.length + pdfKeys.length;
  }

  /**
   * The files of pictures (and PDFs) whose rows are gone: the deletion has happened, so a
   * store that is away does not undo it. Files left behind are served to no one (a file is
   * only served through its row) and are logged by name for removal by hand.
   */
  private async removeFilesOfDeleted(rows: StoredKeys[], pdfKeys: string[] = []) {
    const results = await Promise.allSettled(rows.map((row) => this.removeFiles(row)));
    const left = rows.filter((_, index) => results[index]!.status === 'rejected');
    const pdfResults = await Promise.allSettled(pdfKeys.map((key) => this.files.delete(key)));
    const pdfsLeft = pdfKeys.filter((_, index) => pdfResults[index]!.status === 'rejected');
    if (left.length > 0 || pdfsLeft.length > 0) {
      this.log?.warn(
        { files: left, pdfs: pdfsLeft },
        'files of deleted pictures could not be removed',
      );
    }
  }

  /** Writes every file; answers the keys written and the first failure, once all have ended. */
  private async writeFiles(files: Map<string, Thumbnail>) {
    const entries = [...files];
    const results = await Promise.allSettled(
      entries.map(([key, thumbnail]) => this.files.put(key, thumbnail.data, webp)),
    );
    const written = entries.filter((_, index) => results[index]!.status === 'fulfilled');
    const failure = results.find((result) => result.status === 'rejected');
    return { written: written.map(([key]) => key), failure };
  }
}

/**
 * The row of a new picture and its files by key: one file per distinct thumbnail (sizes
 * that share a thumbnail share its file).
 */
function newPicture(thumbnails: Thumbnails, filename: string) {
  const base = randomBytes(12).toString('base64url');
  const keyOf = new Map<Thumbnail, string>();
  for (const size of thumbnailSizes) {
    const thumbnail = thumbnails[size];
    if (!keyOf.has(thumbnail)) keyOf.set(thumbnail, `${base}-${thumbnail.width}.webp`);
  }
  const row: NewImageRow = {
    id: crypto.randomUUID(),
    filename: cleanFilename(filename),
    width: thumbnails.full.width,
    height: thumbnails.full.height,
    smallKey: keyOf.get(thumbnails.small)!,
    largeKey: keyOf.get(thumbnails.large)!,
    fullKey: keyOf.get(thumbnails.full)!,
    dominantColor: thumbnails.averageColor,
  };
  return { row, files: new Map([...keyOf].map(([thumbnail, key]) => [key, thumbnail])) };
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
