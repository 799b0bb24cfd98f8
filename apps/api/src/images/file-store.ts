import type { Readable } from 'node:stream';

/*
 * Where the uploaded files live (decision 32): a folder on this machine, or S3-compatible
 * object storage that every instance shares. The rest of the portal only knows this
 * interface. Keys are the names ImageStore chooses (random, never the uploader's), one file
 * each; a file is written once and never changed, only deleted.
 */

export interface FileMetadata {
  contentType: string;
  size: number;
  /** A strong entity tag, quoted, the same on every instance that reads this store. */
  etag: string;
  lastModified: Date;
}

export interface StoredFile extends FileMetadata {
  body: Readable;
}

/** The file still has the entity tag the caller named: nothing to send. */
export interface NotModified {
  notModified: true;
  etag: string;
}

export interface FileConditions {
  /** The If-None-Match of the request: when it names the file's tag, get answers NotModified. */
  ifNoneMatch?: string;
}

export interface FileStore {
  /** Which store it is, for the logs. */
  readonly kind: 'local' | 's3';
  /** Makes sure the store can be used (the folder exists; the bucket answers). */
  init(): Promise<void>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file and its metadata; null when there is none under that key. */
  get(key: string, conditions?: FileConditions): Promise<StoredFile | NotModified | null>;
  /** Deletes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The message of the 503 answer while the store cannot be reached. */
export const fileStoreUnavailableMessage =
  'The file storage is unavailable at the moment; please try again shortly';

/** Keys as ImageStore makes them: no path, no leading dot. Anything else is a bug. */
const safeKey = /^[\w-][\w.-]{0,199}$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Not a stored file name: ${key}`);
}

/** Whether an If-None-Match header names this tag (weak comparison, as for a GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
