import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  assertSafeKey,
  matchesEtag,
  type FileConditions,
  type FileStore,
  type NotModified,
  type StoredFile,
} from './file-store.js';

/*
 * The files in a folder of this machine (DATA_DIR/uploads): the embedded default, for one
 * instance. A file is written under a temporary name and renamed, so a reader never sees
 * half of one.
 */

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(
    key: string,
    conditions: FileConditions = {},
  ): Promise<StoredFile | NotModified | null> {
    const path = this.pathOf(key);
    const found = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!found?.isFile()) return null;
    const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    if (matchesEtag(conditions.ifNoneMatch, etag)) return { notModified: true, etag };
    return {
      body: createReadStream(path),
      contentType: contentTypes[extname(key)] ?? 'application/octet-stream',
      size: found.size,
      etag,
      lastModified: found.mtime,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async close(): Promise<void> {}
}
