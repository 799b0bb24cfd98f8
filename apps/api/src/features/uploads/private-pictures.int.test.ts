import type { Image } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchDesignVersions,
  batches,
  catalogItems,
  estimatePages,
  estimates,
} from '../../db/schema.js';
import { caller } from '../../../test/helpers/cache.js';
import {
  addEstimate,
  addVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestAppWithFiles } from '../../../test/helpers/app.js';
import { testPicture, uploadAs } from '../../../test/helpers/uploads.js';

/*
 * Who may fetch a stored picture, and when it goes (issue 21 point 10): renders of a design
 * version follow the version's access rules, unless a published estimate page shows them;
 * a picture nothing uses any more is deleted with its files.
 */

let subject: TestAppWithFiles;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

const urlsOf = (image: Image) => [
  image.thumbnailsSmall,
  image.thumbnailsLarge,
  image.thumbnailsFull,
];

/** GET of a picture's URL as someone (anonymous without an e-mail). */
async function fetchAs(url: string, email?: string) {
  const headers: Record<string, string> = {};
  if (email) headers.cookie = await signInAs(subject, email);
  return subject.app.inject({ url, headers });
}

async function statusAs(url: string, email?: string) {
  return (await fetchAs(url, email)).statusCode;
}

async function upload(name = 'render.png'): Promise<Image> {
  const response = await uploadAs(subject, viewers.designer, await testPicture(), name);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function attachRender(versionId: string, image: Image) {
  const url = `/admin/projects/${seeded.projectA.id}/design-versions/${versionId}/renders`;
  const response = await call('POST', url, viewers.designer, { imageId: image.id });
  expect(response.statusCode).toBe(201);
}

/** Whether the store (the uploads folder, or the bucket) holds the file of this URL. */
const isStored = async (url: string) =>
  (await subject.storedFiles()).includes(url.replace('/files/', ''));

// Both stores (decision 32): the data folder, and S3-compatible object storage (s3rver).
describe.each(['local', 's3'] as const)('on the %s store', (store) => {
  beforeAll(async () => {
    subject = await buildTestApp({ fileStore: store });
    seeded = await seedDomain(subject, { lines: 0 });
    call = caller(subject);
  });
  afterAll(() => subject.close());

  describe('GET /files/{name}: renders of a design version that is not published', () => {
    it('answers 404 to anonymous callers and to another customer; staff and the project’s customer get it', async () => {
      const render = await upload();
      await attachRender(seeded.versionA.id, render);
      for (const url of urlsOf(render)) {
        expect(await statusAs(url)).toBe(404);
        expect(await statusAs(url, viewers.customerB)).toBe(404);
        expect(await statusAs(url, viewers.designer)).toBe(200);
        expect(await statusAs(url, viewers.admin)).toBe(200);
      }
      const own = await fetchAs(render.thumbnailsLarge, viewers.customerA);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/webp');
      // Checked on every use: no shared cache keeps it, the browser asks again.
      expect(own.headers['cache-control']).toBe('private, no-cache');
      const cookie = await signInAs(subject, viewers.customerA);
      const again = await subject.app.inject({
        url: render.thumbnailsLarge,
        headers: { cookie, 'if-none-match': String(own.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const strangerAgain = await subject.app.inject({
        url: render.thumbnailsLarge,
        headers: { 'if-none-match': String(own.headers.etag) },
      });
      expect(strangerAgain.statusCode).toBe(404);
      const refused = await fetchAs(render.thumbnailsLarge);
      expect(refused.json()).toEqual({ error: 'File not found', code: 'NOT_FOUND' });
    });

    it('shows an upload not yet attached to staff only', async () => {
      const fresh = await upload('fresh.png');
      expect(await statusAs(fresh.thumbnailsFull, viewers.designer)).toBe(200);
      expect(await statusAs(fresh.thumbnailsFull, viewers.customerA)).toBe(404);
      expect(await statusAs(fresh.thumbnailsFull)).toBe(404);
    });

    it('answers 404 to names that are no stored picture', async () => {
      for (const name of ['nothing-here.webp', '..%2F..%2Fetc%2Fpasswd', '.hidden.webp', 'a.png']) {
        expect(await statusAs(`/files/${name}`, viewers.designer)).toBe(404);
      }
    });
  });

  describe('GET /files/{name}: public pictures', () => {
    it('serves a catalog picture to anyone, cached for good', async () => {
      const picture = await upload('oak.png');
      await subject.app.database.db.insert(catalogItems).values({
        category: 'front',
        name: 'Oak',
        slug: 'oak',
        unit: 'piece',
        unitPrice: '10',
        imageId: picture.id,
      });
      const served = await fetchAs(picture.thumbnailsSmall);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the renders a published estimate page shows to anyone', async () => {
      const db = subject.app.database.db;
      const version = await addVersion(subject, seeded.projectA.id, 'Published', 0);
      const render = await upload('published.png');
      await attachRender(version.id, render);
      expect(await statusAs(render.thumbnailsFull)).toBe(404);
      const [batch] = await db
        .insert(batches)
        .values({ projectId: seeded.projectA.id, name: 'Spring' })
        .returning();
      await db
        .insert(batchDesignVersions)
        .values({ batchId: batch!.id, designVersionId: version.id });
      const estimate = await addEstimate(subject, version.id);
      await db.update(estimates).set({ batchId: batch!.id }).where(eq(estimates.id, estimate.id));
      await db
        .insert(estimatePages)
        .values({ batchId: batch!.id, name: 'Casey kitchen', slug: 'casey-kitchen-pictures' });
      const page = await subject.app.inject({
        url: '/api/v1/estimate-view/casey-kitchen-pictures',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(render.thumbnailsFull);
      const served = await fetchAs(render.thumbnailsFull);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('pictures nothing uses any more are deleted', () => {
    it('deletes a render taken away from its version: files gone, URL 404', async () => {
      const render = await upload('taken-away.png');
      await attachRender(seeded.versionA.id, render);
      const base = `/admin/projects/${seeded.projectA.id}/design-versions/${seeded.versionA.id}`;
      const detached = await call('DELETE', `${base}/renders/${render.id}`, viewers.designer);
      expect(detached.statusCode).toBe(200);
      for (const url of urlsOf(render)) {
        expect(await isStored(url)).toBe(false);
        expect(await statusAs(url, viewers.designer)).toBe(404);
      }
    });

    it('deletes the renders of a deleted version, once no copy of the version uses them', async () => {
      const version = await addVersion(subject, seeded.projectA.id, 'To delete', 0);
      const render = await upload('deleted-with-version.png');
      await attachRender(version.id, render);
      const base = `/admin/projects/${seeded.projectA.id}/design-versions`;
      const copy = await call('POST', `${base}/${version.id}/duplicate`, viewers.designer, {
        name: 'Copy',
      });
      expect(copy.statusCode).toBe(201);
      expect((await call('DELETE', `${base}/${version.id}`, viewers.designer)).statusCode).toBe(
        204,
      );
      // The copy still shows it.
      expect(await isStored(render.thumbnailsFull)).toBe(true);
      expect(await statusAs(render.thumbnailsFull, viewers.customerA)).toBe(200);
      const copyId = copy.json().id as string;
      expect((await call('DELETE', `${base}/${copyId}`, viewers.designer)).statusCode).toBe(204);
      for (const url of urlsOf(render)) {
        expect(await isStored(url)).toBe(false);
        expect(await statusAs(url, viewers.designer)).toBe(404);
      }
    });

    it('sweeps uploads never attached once a day has passed, keeping newer ones and used ones', async () => {
      const db = subject.app.database.db;
      const orphan = await upload('never-attached.png');
      const used = await upload('used.png');
      await attachRender(seeded.versionA.id, used);
      const day = 24 * 60 * 60_000;
      expect(await subject.app.images.sweepOrphans(db, day)).toBe(0);
      expect(await isStored(orphan.thumbnailsFull)).toBe(true);
      await subject.app.images.sweepOrphans(db, day, Date.now() + 2 * day);
      expect(await isStored(orphan.thumbnailsFull)).toBe(false);
      expect(await statusAs(orphan.thumbnailsFull, viewers.designer)).toBe(404);
      expect(await isStored(used.thumbnailsFull)).toBe(true);
      expect(await statusAs(used.thumbnailsFull, viewers.designer)).toBe(200);
    });
  });
});
