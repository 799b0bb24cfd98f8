import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../db/schema.js';
import { startTestObjectStore, type TestObjectStore } from '../../test/helpers/object-store.js';
import { buildTestApp, type TestAppWithFiles } from '../../test/helpers/app.js';

/*
 * The portal on S3-compatible object storage (decision 32), beyond the uploads: the demo
 * pictures drawn at start go to the bucket and nowhere else, HEAD answers the headers of a
 * GET, and settings that point at no bucket stop the start with the reason.
 */

let store: TestObjectStore;
let subject: TestAppWithFiles;

beforeAll(async () => {
  store = await startTestObjectStore();
  subject = await buildTestApp({ demoData: true, fileStore: store });
}, 120_000);
afterAll(async () => {
  await subject?.close();
  await store?.destroy();
});

describe('object storage', () => {
  it('keeps every demo picture in the bucket, one file per key, and serves them from there', async () => {
    const rows = await subject.app.database.db.select().from(images);
    expect(rows.length).toBeGreaterThan(20);
    const keys = new Set(rows.flatMap((row) => [row.smallKey, row.largeKey, row.fullKey]));
    expect(await store.keys()).toEqual([...keys].sort());
    const kitchens = await subject.app.inject({ url: '/api/v1/gallery/kitchens' });
    const cover = kitchens.json().items[0].cover.thumbnailsLarge as string;
    const served = await subject.app.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.length).toBeGreaterThan(1000);

    const head = await subject.app.inject({ method: 'HEAD', url: cover });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(served.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    const again = await subject.app.inject({
      url: cover,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses to start on a bucket that does not exist, naming the settings to check', async () => {
    const start = buildTestApp({ fileStore: store, env: { S3_BUCKET: 'no-such-bucket' } });
    await expect(start).rejects.toThrow(
      /bucket "no-such-bucket" answered 404: check S3_BUCKET, S3_REGION, S3_ENDPOINT/,
    );
  });
});
