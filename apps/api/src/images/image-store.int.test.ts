import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { buildTestApp, type TestAppWithFiles } from '../../test/helpers/app.js';
import { fileStoreUnavailableMessage, type FileStore } from './file-store.js';
import { ImageStore } from './image-store.js';
import { LocalFileStore } from './local-file-store.js';

/*
 * A store that fails half-way through one upload (decision 32.4): the first file is written,
 * the next is refused. Nothing may be left half-stored: the written file is removed with the
 * row; and when the store refuses the removal too, the row stays unattached, and the sweep of
 * unused pictures removes row and file later. The store here is the real folder store, with
 * a switch that makes its calls fail as an unreachable object store's do.
 */

let subject: TestAppWithFiles;
let dir: string;

beforeAll(async () => {
  subject = await buildTestApp({ fileStore: 'local' });
  dir = await mkdtemp(join(tmpdir(), 'corner-half-way-'));
});
afterAll(async () => {
  await subject.close();
  await rm(dir, { recursive: true, force: true });
});

/** The folder store; `putsBeforeFailing` puts succeed, then every put (and delete, if told) fails. */
function failingHalfWay(folder: LocalFileStore, putsBeforeFailing: number, deletesFail: boolean) {
  let puts = 0;
  const down = () => AppError.unavailable(fileStoreUnavailableMessage);
  const store: FileStore = {
    kind: 'local',
    init: () => folder.init(),
    put: async (key, data) => {
      puts += 1;
      if (puts > putsBeforeFailing) throw down();
      await folder.put(key, data);
    },
    get: (key, conditions) => folder.get(key, conditions),
    delete: async (key) => {
      if (deletesFail) throw down();
      await folder.delete(key);
    },
    exists: (key) => folder.exists(key),
    close: () => folder.close(),
  };
  return store;
}

/** Large enough that its three thumbnails are three files. */
const bigPicture = () =>
  sharp({ create: { width: 2600, height: 1200, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

const filesIn = async (folder: string) => (await readdir(folder)).sort();

describe('an upload the store refuses half-way', () => {
  it('leaves neither the row nor the file written before the refusal', async () => {
    const folder = new LocalFileStore(join(dir, 'undone'));
    const store = new ImageStore(failingHalfWay(folder, 1, false));
    await store.init();
    const db = subject.app.database.db;
    const rowsBefore = (await db.select().from(images)).length;
    await expect(store.save(db, await bigPicture(), 'half.png')).rejects.toThrow(
      fileStoreUnavailableMessage,
    );
    expect(await filesIn(folder.dir)).toEqual([]);
    expect((await db.select().from(images)).length).toBe(rowsBefore);
  });

  it('keeps the row, unattached, when the written file cannot be removed; the sweep takes both', async () => {
    const folder = new LocalFileStore(join(dir, 'swept'));
    const store = new ImageStore(failingHalfWay(folder, 1, true));
    await store.init();
    const db = subject.app.database.db;
    await expect(store.save(db, await bigPicture(), 'stuck.png')).rejects.toThrow(
      fileStoreUnavailableMessage,
    );
    const [left] = await db.select().from(images).where(eq(images.filename, 'stuck.png'));
    expect(left).toBeDefined();
    const written = await filesIn(folder.dir);
    expect(written).toHaveLength(1);
    expect([left!.smallKey, left!.largeKey, left!.fullKey]).toContain(written[0]);

    // The store is back: the sweep of unused pictures removes the row and its file.
    const sweeper = new ImageStore(folder);
    const day = 24 * 60 * 60_000;
    expect(await sweeper.sweepOrphans(db, day, Date.now() + 2 * day)).toBeGreaterThanOrEqual(1);
    expect(await filesIn(folder.dir)).toEqual([]);
    expect(await db.select().from(images).where(eq(images.id, left!.id))).toEqual([]);
  });
});
