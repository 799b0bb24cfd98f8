import { errorCodes } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../src/db/schema.js';
import { fileStoreUnavailableMessage } from '../../src/images/file-store.js';
import { seedDomain, viewers } from '../helpers/domain-fixtures.js';
import { startTestObjectStore, type TestObjectStore } from '../helpers/object-store.js';
import { signInAs } from '../helpers/sessions.js';
import { testPicture, uploadAs } from '../helpers/uploads.js';
import { buildTestApp, type TestAppWithFiles } from '../helpers/app.js';

/*
 * The object store going away and coming back (decision 32): while it is down, an upload
 * answers 503 with a message and a Retry-After, and leaves nothing half-stored (no picture
 * row without its files, no file without its row); fetching a stored picture answers 503
 * too, never a 500. Once it is back, with no restart of the portal, both work again.
 */

let store: TestObjectStore;
let subject: TestAppWithFiles;
/** The fixtures' picture rows, which have no files (nothing is uploaded for them). */
let fixtureImageIds: Set<string>;

beforeAll(async () => {
  store = await startTestObjectStore();
  subject = await buildTestApp({ fileStore: store });
  await seedDomain(subject);
  const fixtures = await subject.app.database.db.select({ id: images.id }).from(images);
  fixtureImageIds = new Set(fixtures.map((row) => row.id));
});
afterAll(async () => {
  await subject?.close();
  await store?.destroy();
});

const upload = async (name: string) =>
  uploadAs(subject, viewers.designer, await testPicture(), name);

async function fetchAsStaff(url: string) {
  const cookie = await signInAs(subject, viewers.designer);
  return subject.app.inject({ url, headers: { cookie } });
}

/** Every picture row has all its files in the bucket, and every file in it has its row. */
async function expectRowsAndFilesMatch() {
  const all = await subject.app.database.db.select().from(images);
  const rows = all.filter((row) => !fixtureImageIds.has(row.id));
  const keysOfRows = new Set(rows.flatMap((row) => [row.smallKey, row.largeKey, row.fullKey]));
  expect(await store.keys()).toEqual([...keysOfRows].sort());
  return rows.length;
}

describe('the object store going down and back', () => {
  it('answers uploads with 503 while it is down, storing nothing, and works again once it is back', async () => {
    const before = await upload('before.png');
    expect(before.statusCode).toBe(201);
    const rowsBefore = await expectRowsAndFilesMatch();

    await store.stop();
    const started = Date.now();
    const refused = await upload('while-down.png');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: fileStoreUnavailableMessage,
      code: errorCodes.unavailable,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const stored = await fetchAsStaff(before.json().thumbnailsFull);
    expect(stored.statusCode).toBe(503);
    expect(stored.json()).toEqual({
      error: fileStoreUnavailableMessage,
      code: errorCodes.unavailable,
    });
    expect(
      subject.logs().some((line) => line.msg === 'object storage: storing a file failed'),
    ).toBe(true);

    await store.start();
    expect(await expectRowsAndFilesMatch()).toBe(rowsBefore);
    const after = await upload('after.png');
    expect(after.statusCode).toBe(201);
    for (const url of [before.json().thumbnailsFull, after.json().thumbnailsFull]) {
      const served = await fetchAsStaff(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(await expectRowsAndFilesMatch()).toBe(rowsBefore + 1);
  });
});
