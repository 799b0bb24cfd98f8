import {
  errorCodes,
  messageAttachmentSchema,
  messageLimits,
  messageTexts,
  type Message,
  type MessageAttachment,
} from '@corner/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, messageAttachments, projectMessages, projects } from '../../../db/schema.js';
import { addProject, seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestAppWithFiles } from '../../../../test/helpers/app.js';
import { multipartBody, testPdf, testPicture } from '../../../../test/helpers/uploads.js';

/*
 * Files in the thread (issue 36, decision 60): a picture or a PDF, checked on its bytes,
 * private to the project like renders. On both stores (decision 32): the data folder and
 * S3-compatible object storage (s3rver).
 */

let subject: TestAppWithFiles;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const db = () => subject.app.database.db;

type Who = Exclude<keyof typeof viewers, 'anonymous'>;

const attachmentsUrl = (projectId: string) => `/api/v1/project/${projectId}/message-attachments`;

async function upload(
  who: Who,
  data: Buffer,
  filename: string,
  projectId = seeded.projectA.id,
  type = 'application/octet-stream',
) {
  const body = await multipartBody(data, filename, { type });
  return subject.app.inject({
    method: 'POST',
    url: attachmentsUrl(projectId),
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers[who]), ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(who: Who, data: Buffer, filename: string): Promise<MessageAttachment> {
  const response = await upload(who, data, filename);
  expect(response.statusCode, response.body).toBe(201);
  return messageAttachmentSchema.strict().parse(response.json());
}

async function write(who: Who, payload: object, projectId = seeded.projectA.id) {
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1/project/${projectId}/messages`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers[who]) },
    payload: payload as never,
  });
}

async function fetchAs(url: string, who?: Who) {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = await signInAs(subject, viewers[who]);
  return subject.app.inject({ url, headers });
}

const statusAs = async (url: string, who?: Who) => (await fetchAs(url, who)).statusCode;

const filesOf = (attachment: MessageAttachment) =>
  [attachment.url, attachment.thumbnailUrl].filter((url): url is string => url !== null);

/** Every stored file and the rows that name files: what "nothing stored" compares. */
async function stored() {
  const [attachmentRows] = await db().select({ n: count() }).from(messageAttachments);
  const [imageRows] = await db().select({ n: count() }).from(images);
  return {
    files: await subject.storedFiles(),
    attachments: attachmentRows!.n,
    images: imageRows!.n,
  };
}

async function expectRefused(
  data: Buffer,
  filename: string,
  status: number,
  sentence: string,
  type?: string,
) {
  const before = await stored();
  const response = await upload('customerA', data, filename, seeded.projectA.id, type);
  expect({ status: response.statusCode, error: response.json().error }).toEqual({
    status,
    error: sentence,
  });
  expect(await stored()).toEqual(before);
}

describe.each(['local', 's3'] as const)('on the %s store', (store) => {
  beforeAll(async () => {
    subject = await buildTestApp({ fileStore: store });
    seeded = await seedDomain(subject);
  });
  afterAll(() => subject.close());

  describe('POST /api/v1/project/{id}/message-attachments', () => {
    it('takes a picture as WebP thumbnails, for its uploader and staff until a message carries it', async () => {
      const picture = await testPicture({ width: 320, height: 240, format: 'jpeg' });
      const attachment = await uploaded('customerA', picture, 'Old kitchen.jpg');
      expect(attachment).toMatchObject({
        kind: 'picture',
        name: 'Old kitchen.jpg',
        bytes: picture.length,
        url: expect.stringMatching(/^\/files\/[\w-]+\.webp$/),
        thumbnailUrl: expect.stringMatching(/^\/files\/[\w-]+\.webp$/),
      });
      const [row] = await db()
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.id, attachment.id));
      expect(row).toMatchObject({ kind: 'picture', messageId: null, fileKey: null });
      expect(row!.imageId).toEqual(expect.any(String));
      const served = await fetchAs(attachment.url, 'customerA');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-cache');
      for (const url of filesOf(attachment)) {
        expect(await statusAs(url, 'designer')).toBe(200);
        expect(await statusAs(url, 'customerB')).toBe(404);
        expect(await statusAs(url)).toBe(404);
      }
    });

    it('keeps a PDF as it came, served as a download with its name to the uploader only', async () => {
      const pdf = testPdf();
      const attachment = await uploaded('customerA', pdf, 'Floor plan\u202e (Küche).pdf');
      expect(attachment).toMatchObject({
        kind: 'pdf',
        name: 'Floor plan (Küche).pdf',
        bytes: pdf.length,
        thumbnailUrl: null,
        url: expect.stringMatching(/^\/files\/[\w-]+\.pdf$/),
      });
      expect(attachment.url).not.toContain('Floor');
      const served = await fetchAs(attachment.url, 'customerA');
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
        vary: 'cookie',
      });
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="Floor plan (K?che).pdf"; filename*=UTF-8''Floor%20plan%20%28K%C3%BCche%29.pdf`,
      );
      expect(await statusAs(attachment.url, 'admin')).toBe(200);
      expect(await statusAs(attachment.url, 'customerB')).toBe(404);
      expect(await statusAs(attachment.url)).toBe(404);
    });

    it.each([
      ['a PDF renamed to .png', () => testPdf(), 'plan.png', 415, messageTexts.attachmentType],
      [
        'an HTML page called .pdf',
        () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
        'plan.pdf',
        415,
        messageTexts.attachmentType,
      ],
      [
        'an HTML page behind a PDF header, without its end',
        () => Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'),
        'plan.pdf',
        415,
        messageTexts.attachmentType,
      ],
      [
        'a program',
        () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]),
        'setup.exe',
        415,
        messageTexts.attachmentType,
      ],
      [
        'a program called .pdf',
        () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]),
        'setup.pdf',
        415,
        messageTexts.attachmentType,
      ],
      [
        'a text file called .jpg',
        () => Buffer.from('not a picture'),
        'photo.jpg',
        415,
        messageTexts.attachmentType,
      ],
      ['an empty file', () => Buffer.alloc(0), 'empty.pdf', 400, messageTexts.attachmentEmpty],
    ])(
      'refuses %s with the sentence, storing nothing',
      async (_case, data, name, status, sentence) => {
        await expectRefused(data(), name, status, sentence, 'application/pdf');
      },
    );

    it('refuses a picture called .pdf', async () => {
      await expectRefused(await testPicture(), 'plan.pdf', 415, messageTexts.attachmentType);
    });

    it('refuses a PDF over its limit, and any file over the pictures’ limit, with 413', async () => {
      const bigPdf = testPdf(messageLimits.maxPdfBytes);
      expect(bigPdf.length).toBeGreaterThan(messageLimits.maxPdfBytes);
      await expectRefused(bigPdf, 'big.pdf', 413, messageTexts.attachmentTooLarge);
      const huge = Buffer.alloc(16 * 1024 * 1024, 1);
      await expectRefused(huge, 'huge.png', 413, messageTexts.attachmentTooLarge);
    });

    it('refuses a body that is not one file in the field, with a sentence', async () => {
      const before = await stored();
      const cookie = await signInAs(subject, viewers.customerA);
      const json = await subject.app.inject({
        method: 'POST',
        url: attachmentsUrl(seeded.projectA.id),
        headers: { origin: testOrigin, cookie },
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().error).toBe(messageTexts.attachmentNotMultipart);
      const form = new FormData();
      for (const name of ['one.pdf', 'two.pdf']) {
        form.append('file', new Blob([new Uint8Array(testPdf())]), name);
      }
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const twoFiles = await subject.app.inject({
        method: 'POST',
        url: attachmentsUrl(seeded.projectA.id),
        headers: {
          origin: testOrigin,
          cookie,
          'content-type': request.headers.get('content-type')!,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().error).toBe(messageTexts.attachmentOneFile);
      const otherField = await multipartBody(testPdf(), 'plan.pdf', { field: 'picture' });
      const wrongField = await subject.app.inject({
        method: 'POST',
        url: attachmentsUrl(seeded.projectA.id),
        headers: { origin: testOrigin, cookie, ...otherField.headers },
        payload: otherField.payload,
      });
      expect(wrongField.json().error).toBe(messageTexts.attachmentMissing);
      expect(await stored()).toEqual(before);
    });

    it('answers 404 to a customer of another project and 409 on the template project', async () => {
      const before = await stored();
      const other = await upload('customerB', testPdf(), 'plan.pdf', seeded.projectA.id);
      expect(other.statusCode).toBe(404);
      const template = await addProject(subject, 'Template');
      await db().update(projects).set({ isDemo: true }).where(eq(projects.id, template.id));
      await subject.app.cache.invalidateProject(template.id);
      const onTemplate = await upload('customerB', testPdf(), 'plan.pdf', template.id);
      expect(onTemplate.statusCode).toBe(409);
      expect(onTemplate.json().error).toBe(messageTexts.demoProject);
      expect(await stored()).toEqual(before);
    });
  });

  describe('attaching to a message', () => {
    it('puts the author’s uploads on their message, then the project’s readers may fetch them', async () => {
      const picture = await uploaded('customerA', await testPicture(), 'wall.png');
      const pdf = await uploaded('customerA', testPdf(), 'plan.pdf');
      const staffPdf = await uploaded('designer', testPdf(), 'offer.pdf');
      // Not yet on a message: the customer does not get staff's upload.
      expect(await statusAs(staffPdf.url, 'customerA')).toBe(404);
      const answer = await write('customerA', {
        text: 'Our wall and the plan',
        attachmentIds: [picture.id, pdf.id],
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const message = answer.json<Message>();
      expect(message.attachments).toEqual([picture, pdf]);
      const reply = await write('designer', { text: 'Our offer', attachmentIds: [staffPdf.id] });
      expect(reply.statusCode).toBe(201);
      for (const url of [...filesOf(picture), pdf.url, staffPdf.url]) {
        expect(await statusAs(url, 'customerA'), url).toBe(200);
        expect(await statusAs(url, 'designer'), url).toBe(200);
        expect(await statusAs(url, 'customerB'), url).toBe(404);
        expect(await statusAs(url), url).toBe(404);
      }
      const page = await fetchAs(`/api/v1/project/${seeded.projectA.id}/messages`, 'customerA');
      const inThread = page.json().messages.find((one: Message) => one.id === message.id);
      expect(inThread.attachments).toEqual([picture, pdf]);
    });

    it('refuses an upload already sent, someone else’s, another project’s or none, writing nothing', async () => {
      const sent = await uploaded('customerA', testPdf(), 'sent.pdf');
      expect(
        (await write('customerA', { text: 'first', attachmentIds: [sent.id] })).statusCode,
      ).toBe(201);
      const customersOwn = await uploaded('customerA', testPdf(), 'mine.pdf');
      const cases = [
        ['customerA', [sent.id], seeded.projectA.id],
        ['designer', [customersOwn.id], seeded.projectA.id],
        ['customerB', [customersOwn.id], seeded.projectB.id],
        [
          'customerA',
          [customersOwn.id, '00000000-0000-4000-8000-000000000009'],
          seeded.projectA.id,
        ],
      ] as const;
      const messagesBefore = await db().select({ n: count() }).from(projectMessages);
      for (const [who, attachmentIds, projectId] of cases) {
        const answer = await write(who, { text: 'again', attachmentIds }, projectId);
        expect({ who, status: answer.statusCode, error: answer.json().error }).toEqual({
          who,
          status: 400,
          error: messageTexts.attachmentUnknown,
        });
      }
      expect(await db().select({ n: count() }).from(projectMessages)).toEqual(messagesBefore);
      const [row] = await db()
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.id, customersOwn.id));
      expect(row!.messageId).toBeNull();
      // Customer B reaches neither the file nor, by attaching it, a message of theirs.
      expect(await statusAs(customersOwn.url, 'customerB')).toBe(404);
    });

    it('keeps an internal note’s files from customers', async () => {
      const notes = await uploaded('designer', testPdf(), 'supplier prices.pdf');
      const picture = await uploaded('designer', await testPicture(), 'stock.png');
      const answer = await write('designer', {
        text: 'Prices for us',
        internal: true,
        attachmentIds: [notes.id, picture.id],
      });
      expect(answer.statusCode).toBe(201);
      for (const url of [notes.url, ...filesOf(picture)]) {
        expect(await statusAs(url, 'customerA'), url).toBe(404);
        expect(await statusAs(url, 'admin'), url).toBe(200);
      }
    });

    it('stops serving a hidden message’s files to customers', async () => {
      const picture = await uploaded('customerA', await testPicture(), 'rude.png');
      const pdf = await uploaded('customerA', testPdf(), 'rude.pdf');
      const message = (
        await write('customerA', { text: 'look', attachmentIds: [picture.id, pdf.id] })
      ).json<Message>();
      expect(await statusAs(pdf.url, 'customerA')).toBe(200);
      const hide = await subject.app.inject({
        method: 'POST',
        url: `/api/v1/project/${seeded.projectA.id}/messages/${message.id}/hide`,
        headers: { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) },
        payload: { reason: 'Not for the thread' },
      });
      expect(hide.statusCode).toBe(200);
      for (const url of [pdf.url, ...filesOf(picture)]) {
        expect(await statusAs(url, 'customerA'), url).toBe(404);
        expect(await statusAs(url, 'designer'), url).toBe(200);
      }
    });
  });

  describe('uploads no message took', () => {
    it('are deleted with their files after a day; sent ones stay', async () => {
      const day = 24 * 60 * 60_000;
      const lonePdf = await uploaded('customerA', testPdf(), 'forgotten.pdf');
      const lonePicture = await uploaded('customerA', await testPicture(), 'forgotten.png');
      const kept = await uploaded('customerA', testPdf(), 'kept.pdf');
      await write('customerA', { text: 'kept', attachmentIds: [kept.id] });
      const keyOf = (url: string) => url.replace('/files/', '');
      expect(await subject.storedFiles()).toContain(keyOf(lonePdf.url));
      expect(await subject.app.images.sweepOrphans(db(), day)).toBe(0);
      expect(await statusAs(lonePdf.url, 'customerA')).toBe(200);
      // Every upload on no message goes, these two and those the tests above left.
      const unsent = await db()
        .select({ n: count() })
        .from(messageAttachments)
        .where(isNull(messageAttachments.messageId));
      expect(unsent[0]!.n).toBeGreaterThanOrEqual(2);
      const swept = await subject.app.images.sweepOrphans(db(), day, Date.now() + 2 * day);
      expect(swept).toBe(unsent[0]!.n);
      const files = await subject.storedFiles();
      for (const url of [lonePdf.url, ...filesOf(lonePicture)]) {
        expect(files).not.toContain(keyOf(url));
        expect(await statusAs(url, 'customerA')).toBe(404);
      }
      expect(files).toContain(keyOf(kept.url));
      expect(await statusAs(kept.url, 'customerA')).toBe(200);
      const left = await db()
        .select({ id: messageAttachments.id })
        .from(messageAttachments)
        .where(eq(messageAttachments.id, lonePdf.id));
      expect(left).toEqual([]);
    });
  });
});

describe('uploads a user may make a minute', () => {
  it('answers 429 with a sentence past the limit, counted with the picture uploads', async () => {
    subject = await buildTestApp({ env: { UPLOADS_PER_MINUTE: '2' } });
    try {
      seeded = await seedDomain(subject);
      expect((await upload('customerA', testPdf(), 'one.pdf')).statusCode).toBe(201);
      expect((await upload('customerA', testPdf(), 'two.pdf')).statusCode).toBe(201);
      const before = await stored();
      const refused = await upload('customerA', testPdf(), 'three.pdf');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: messageTexts.attachmentsTooFast,
        code: errorCodes.tooManyRequests,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored()).toEqual(before);
      expect((await upload('designer', testPdf(), 'staff.pdf')).statusCode).toBe(201);
    } finally {
      await subject.close();
    }
  });
});
