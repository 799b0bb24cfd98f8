import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { errorCodes, imageSchema, uploadMessages } from '@corner/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema.js';
import type { StoredFile } from '../../images/file-store.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestAppWithFiles } from '../../../test/helpers/app.js';
import { multipartBody, testPicture, uploadAs } from '../../../test/helpers/uploads.js';

/*
 * Every test runs on both stores (decision 32): the data folder, and S3-compatible object
 * storage (s3rver). "Nothing stored" is checked on the data folder and on the bucket alike.
 */

let subject: TestAppWithFiles;

/** Every file under the data folder, relative to it, and every key in the bucket. */
async function filesOnDisk(): Promise<string[]> {
  const dataDir = subject.dataDir;
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const onDisk = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)));
  const inBucket = subject.fileStore === 's3' ? await subject.storedFiles() : [];
  return [...onDisk, ...inBucket.map((key) => `bucket:${key}`)].sort();
}

async function imageRows(): Promise<number> {
  const [row] = await subject.app.database.db.select({ n: count() }).from(images);
  return row!.n;
}

/** Uploads as the designer and checks the refusal: its status, message, and nothing stored. */
async function expectRefused(data: Buffer, filename: string, status: number, message: string) {
  const filesBefore = await filesOnDisk();
  const rowsBefore = await imageRows();
  const response = await uploadAs(subject, viewers.designer, data, filename, 'image/png');
  expect({ status: response.statusCode, error: response.json().error }).toEqual({
    status,
    error: message,
  });
  expect(await filesOnDisk()).toEqual(filesBefore);
  expect(await imageRows()).toBe(rowsBefore);
}

/** A multipart body with two file parts in the field "file", as a script could send. */
async function twoFilesBody(first: Buffer, second: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(first)], { type: 'image/png' }), 'one.png');
  form.append('file', new Blob([new Uint8Array(second)], { type: 'image/png' }), 'two.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(['local', 's3'] as const)('on the %s store', (store) => {
  beforeAll(async () => {
    subject = await buildTestApp({ fileStore: store });
    await seedDomain(subject);
  });
  afterAll(() => subject.close());

  describe('POST /api/v1/admin/images', () => {
    it('stores a picture as WebP thumbnails under names of its own, and answers the Image', async () => {
      const rowsBefore = await imageRows();
      const picture = await testPicture({ width: 640, height: 480, format: 'jpeg' });
      const response = await uploadAs(subject, viewers.designer, picture, 'Kitchen (left).jpg');
      expect(response.statusCode).toBe(201);
      const image = imageSchema.strict().parse(response.json());
      expect(image).toMatchObject({ filename: 'Kitchen (left).jpg', width: 640, height: 480 });
      // Its placeholder is its own colour: the test picture is a field of rgb(180, 120, 60).
      const channels = image.placeholderColor!.match(/^#(\w\w)(\w\w)(\w\w)$/)!.slice(1);
      const [red, green, blue] = channels.map((channel) => parseInt(channel, 16));
      expect(Math.abs(red! - 180) + Math.abs(green! - 120) + Math.abs(blue! - 60)).toBeLessThan(12);
      expect(image.thumbnailsFull).toMatch(/^\/files\/[\w-]+\.webp$/);
      expect(image.thumbnailsFull).not.toContain('Kitchen');
      expect(await imageRows()).toBe(rowsBefore + 1);
      const key = image.thumbnailsFull.replace('/files/', '');
      expect(await subject.storedFiles()).toContain(key);
      // On object storage nothing goes to the data folder, where another instance cannot see it.
      const uploadsOnDisk = (await filesOnDisk()).filter((file) => file.startsWith('uploads/'));
      expect(uploadsOnDisk.length > 0).toBe(store === 'local');
      // Not attached to anything yet: the uploader (staff) sees it.
      const served = await subject.app.inject({
        url: image.thumbnailsFull,
        headers: { cookie: await signInAs(subject, viewers.designer) },
      });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('lets admins upload too', async () => {
      const response = await uploadAs(subject, viewers.admin, await testPicture(), 'a.png');
      expect(response.statusCode).toBe(201);
    });

    it('drops the metadata of the picture (EXIF, GPS)', async () => {
      const withExif = await sharp(await testPicture({ format: 'jpeg' }))
        .withExif({ IFD0: { Copyright: 'Secret location 51.5N' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const response = await uploadAs(subject, viewers.designer, withExif, 'exif.jpg');
      expect(response.statusCode).toBe(201);
      const key = response.json().thumbnailsFull.replace('/files/', '');
      const file = await subject.app.images.files.get(key);
      const stored = await buffer((file as StoredFile).body);
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('Secret location')).toBe(false);
    });

    it('refuses a text file renamed to .png, whatever its Content-Type', async () => {
      const text = Buffer.from('Not a picture at all, just some notes about the kitchen.\n');
      await expectRefused(text, 'notes.png', 415, uploadMessages.notAPicture);
    });

    it('refuses an SVG, a PDF-like file and a picture whose data is broken', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await expectRefused(svg, 'drawing.png', 415, uploadMessages.notAPicture);
      await expectRefused(Buffer.from('%PDF-1.4\n%…'), 'doc.png', 415, uploadMessages.notAPicture);
      const jpeg = await testPicture({ width: 400, height: 300, format: 'jpeg' });
      const broken = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(2000, 7)]);
      await expectRefused(broken, 'broken.jpg', 415, uploadMessages.notAPicture);
    });

    it('refuses a 20 MB picture with 413', async () => {
      const big = await sharp({
        create: {
          width: 2600,
          height: 2600,
          channels: 3,
          // The noise covers the whole picture; sharp's types ask for a background all the same.
          background: 'black',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(20_000_000);
      await expectRefused(big, 'huge.png', 413, uploadMessages.tooLarge);
    });

    it('refuses a 50-megapixel picture with 413', async () => {
      const wide = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: '#cc8844' },
      })
        .png()
        .toBuffer();
      expect(wide.length).toBeLessThan(15 * 1024 * 1024);
      await expectRefused(wide, 'wide.png', 413, uploadMessages.tooManyPixels);
    });

    it('never uses a path in the file name: nothing changes outside the uploads', async () => {
      const before = await filesOnDisk();
      const response = await uploadAs(
        subject,
        viewers.designer,
        await testPicture(),
        '../../etc/passwd.png',
      );
      expect(response.statusCode).toBe(201);
      const image = response.json();
      expect(image.filename).toBe('passwd.png');
      const after = await filesOnDisk();
      const added = after.filter((file) => !before.includes(file));
      expect(added.length).toBeGreaterThan(0);
      const stored = store === 'local' ? 'uploads/' : 'bucket:';
      for (const file of added) {
        expect(file.startsWith(stored)).toBe(true);
        expect(file).not.toContain('passwd');
      }
      expect(after.filter((file) => !file.startsWith(stored))).toEqual(
        before.filter((file) => !file.startsWith(stored)),
      );
    });

    it('refuses an empty file, a missing file and a body that is not multipart', async () => {
      await expectRefused(Buffer.alloc(0), 'empty.png', 400, uploadMessages.empty);
      const cookie = await signInAs(subject, viewers.designer);
      const rowsBefore = await imageRows();
      const wrongField = await multipartBody(await testPicture(), 'a.png', { field: 'picture' });
      const noFile = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/admin/images',
        headers: { origin: testOrigin, cookie, ...wrongField.headers },
        payload: wrongField.payload,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error).toBe(uploadMessages.noFile);
      const json = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/admin/images',
        headers: { origin: testOrigin, cookie, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().error).toMatch(/multipart\/form-data/);
      expect(await imageRows()).toBe(rowsBefore);
    });

    it('answers 403 to customers and 401 to anonymous callers, storing nothing', async () => {
      const filesBefore = await filesOnDisk();
      const rowsBefore = await imageRows();
      const picture = await testPicture();
      const customer = await uploadAs(subject, viewers.customerA, picture, 'a.png');
      expect(customer.statusCode).toBe(403);
      expect(customer.json().error.length).toBeGreaterThan(0);
      const anonymous = await uploadAs(subject, undefined, picture, 'a.png');
      expect(anonymous.statusCode).toBe(401);
      expect(await filesOnDisk()).toEqual(filesBefore);
      expect(await imageRows()).toBe(rowsBefore);
    });
  });

  describe('POST /api/v1/admin/images: one file, a limited number a minute (issue 21)', () => {
    it('refuses a second file in the same request with 400, storing neither', async () => {
      const filesBefore = await filesOnDisk();
      const rowsBefore = await imageRows();
      const body = await twoFilesBody(await testPicture(), await testPicture({ width: 32 }));
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/admin/images',
        headers: {
          origin: testOrigin,
          cookie: await signInAs(subject, viewers.designer),
          ...body.headers,
        },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: uploadMessages.oneFile,
        code: errorCodes.badRequest,
      });
      expect(await filesOnDisk()).toEqual(filesBefore);
      expect(await imageRows()).toBe(rowsBefore);
    });

    it('answers 429 with Retry-After past the uploads a user may make a minute; others still upload', async () => {
      const limited = await buildTestApp({ env: { UPLOADS_PER_MINUTE: '3' }, fileStore: store });
      try {
        await seedDomain(limited);
        const picture = await testPicture();
        for (let upload = 0; upload < 3; upload += 1) {
          const allowed = await uploadAs(limited, viewers.designer, picture, 'a.png');
          expect(allowed.statusCode).toBe(201);
        }
        const refused = await uploadAs(limited, viewers.designer, picture, 'a.png');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          error: uploadMessages.tooManyUploads,
          code: errorCodes.tooManyRequests,
        });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        const otherUser = await uploadAs(limited, viewers.admin, picture, 'a.png');
        expect(otherUser.statusCode).toBe(201);
      } finally {
        await limited.close();
      }
    });
  });
});
