import {
  addDays,
  adminContentListSchema,
  designSignOffSchema,
  designSignOffTexts,
  messageAttachmentSchema,
  projectSignOffsSchema,
  projectStagesSchema,
  signOffCheckSchema,
  threadPageSchema,
  userProjectsResponseSchema,
} from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  designSignOffs,
  designVersions,
  itemLines,
  mailOutbox,
  projects,
  users,
} from '../../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { caller } from '../../../../test/helpers/cache.js';
import { pdfText } from '../../../../test/helpers/pdf-text.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import {
  drawnSignature,
  multipartBody,
  testPdf,
  testPicture,
} from '../../../../test/helpers/uploads.js';

/*
 * Issue 38 point 3 on the demo data: the designer asks customer@ to sign off a design version
 * with its drawings (in the thread); the customer asks for changes, then signs off the next
 * request with a PDF record (mailed, downloadable, checkable); production cannot start in the
 * timeline before; staff withdraw a sign-off only with a reason.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let versionId = '';
let versionName = '';
let demoProjectId = '';

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const db = () => subject.app.database.db;
const url = () => `/project/${projectId}/design-sign-offs`;
const today = () => new Date().toISOString().slice(0, 10);

async function uploadDrawing(as: string, data: Buffer, filename: string) {
  const body = await multipartBody(data, filename);
  const response = await subject.app.inject({
    method: 'POST',
    url: `/api/v1/project/${projectId}/message-attachments`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, as), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return messageAttachmentSchema.parse(response.json()).id;
}

async function signOffs(as = customer) {
  const response = await call('GET', url(), as);
  expect(response.statusCode, response.body).toBe(200);
  return projectSignOffsSchema.parse(response.json());
}

async function askForSignOff(note?: string) {
  const drawingIds = [await uploadDrawing(designer, testPdf(), 'elevations.pdf')];
  const response = await call('POST', url(), designer, {
    designVersionId: versionId,
    drawingIds,
    note,
  });
  expect(response.statusCode, response.body).toBe(201);
  return designSignOffSchema.parse(response.json());
}

async function approve(signOffId: string, as = customer, overrides: Record<string, unknown> = {}) {
  const { terms } = await signOffs();
  return call('POST', `${url()}/${signOffId}/approve`, as, {
    fullName: 'Alex Walker',
    agreed: true,
    termsRevision: terms!.revision,
    signature: null,
    ...overrides,
  });
}

/** Plans the project so that production started a month ago (or starts in a year). */
const planFrom = (startDate: string, id = projectId) =>
  call('POST', `/project/${id}/create-substages`, designer, {
    startDate,
    productionComplexity: 'standard',
    deliveryType: 'shipping',
  });

/** What the audit trail holds of one sign-off, oldest first (issue 39). */
const trailOf = (signOffId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'design-sign-off'), eq(auditEvents.entityId, signOffId)))
    .orderBy(auditEvents.id);

async function thread() {
  const response = await call('GET', `/project/${projectId}/messages`, customer);
  return threadPageSchema.parse(response.json()).messages;
}

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
  call = caller(subject);
  const [user] = await db().select().from(users).where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await call('GET', `/user/${user!.id}/projects`, customer)).json(),
  );
  projectId = list.find((project) => project.status === 'estimation')!.id;
  const [version] = await db()
    .select()
    .from(designVersions)
    .where(eq(designVersions.projectId, projectId))
    .limit(1);
  versionId = version!.id;
  versionName = version!.name;
  const [demo] = await db().select().from(projects).where(eq(projects.isDemo, true)).limit(1);
  demoProjectId = demo!.id;
}, 180_000);
afterAll(() => subject.close());

describe('asking for sign-off', () => {
  it('answers no sign-off yet, the sign-off terms in full and that a signature is optional', async () => {
    const answer = await signOffs();
    expect(answer).toMatchObject({ current: null, earlier: [], signature: 'optional' });
    expect(answer.terms?.text).toContain('By signing off this design you ask Corner Kitchens');
  });

  it('refuses a customer, no drawings, a version of another project, files not uploaded, the template', async () => {
    const drawingIds = [await uploadDrawing(designer, testPdf(), 'plan.pdf')];
    const body = { designVersionId: versionId, drawingIds };
    const byCustomer = await call('POST', url(), customer, body);
    expect(byCustomer.statusCode).toBe(403);
    const none = await call('POST', url(), designer, { ...body, drawingIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain(designSignOffTexts.drawingsRequired);
    const [elsewhere] = await db()
      .select({ id: designVersions.id })
      .from(designVersions)
      .where(eq(designVersions.projectId, demoProjectId))
      .limit(1);
    const wrongVersion = await call('POST', url(), designer, {
      ...body,
      designVersionId: elsewhere!.id,
    });
    expect(wrongVersion.statusCode).toBe(404);
    const customersFile = await uploadDrawing(customer, testPdf(), 'mine.pdf');
    const notTheirs = await call('POST', url(), designer, { ...body, drawingIds: [customersFile] });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().error).toBe('An attached file was not found: upload it again');
    const template = await call('POST', `/project/${demoProjectId}/design-sign-offs`, designer, {
      ...body,
      designVersionId: elsewhere!.id,
    });
    expect(template.statusCode).toBe(409);
    expect(template.json().error).toBe(designSignOffTexts.demoProject);
    expect(await db().select().from(designSignOffs)).toHaveLength(0);
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityKind, 'design-sign-off'));
    expect(trail).toEqual([]);
    expect((await thread()).length).toBe(0);
  });

  it('carries the drawings to the customer in a thread message about the version', async () => {
    const drawingIds = [
      await uploadDrawing(designer, testPdf(), 'elevations.pdf'),
      await uploadDrawing(designer, await testPicture(), 'island.png'),
    ];
    const response = await call('POST', url(), designer, {
      designVersionId: versionId,
      drawingIds,
      note: 'The island is 10 cm longer.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const asked = designSignOffSchema.parse(response.json());
    expect(asked).toMatchObject({
      designVersionId: versionId,
      designVersionName: versionName,
      state: 'requested',
      requestedBy: 'Dana Reyes',
      approval: null,
    });
    expect(asked.drawings.map((drawing) => drawing.name)).toEqual(['elevations.pdf', 'island.png']);
    const [recorded] = await trailOf(asked.id);
    expect(recorded).toMatchObject({
      actorEmail: designer,
      requestId: response.headers['x-request-id'],
      projectId,
      summary: `asked for sign-off of design version ${versionName}`,
      entityLabel: `Design sign-off of ${versionName}`,
    });
    expect(recorded!.changes).toEqual([
      { field: 'state', label: 'State', from: null, to: 'requested' },
      { field: 'designVersionName', label: 'Design version', from: null, to: versionName },
      { field: 'drawings', label: 'Drawings', from: null, to: 'elevations.pdf, island.png' },
    ]);
    const [message] = await thread();
    expect(message).toMatchObject({
      id: asked.messageId,
      text: `${designSignOffTexts.requestMessage(versionName)}\n\nThe island is 10 cm longer.`,
      about: { designVersionId: versionId },
    });
    expect(message!.attachments.map((file) => file.id)).toEqual(drawingIds);
    expect((await signOffs()).current?.id).toBe(asked.id);
    expect((await call('GET', url(), other)).statusCode).toBe(404);
  });

  it('shows a customer no drawings once staff hide the message that carries them', async () => {
    const { current } = await signOffs(designer);
    const hidden = await call(
      'POST',
      `/project/${projectId}/messages/${current!.messageId}/hide`,
      designer,
      { reason: 'Wrong drawings' },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await signOffs()).current?.drawings).toEqual([]);
    expect((await signOffs(designer)).current?.drawings).toHaveLength(2);
  });

  it('replaces a request still waiting when staff ask again', async () => {
    const first = (await signOffs()).current!;
    const second = await askForSignOff();
    const answer = await signOffs();
    expect(answer.current?.id).toBe(second.id);
    expect(answer.earlier.map((signOff) => [signOff.id, signOff.state])).toEqual([
      [first.id, 'superseded'],
    ]);
    const replaced = (await trailOf(first.id)).at(-1);
    expect(replaced).toMatchObject({
      actorEmail: designer,
      summary: `replaced the sign-off request of design version ${versionName}`,
      changes: [{ field: 'state', label: 'State', from: 'requested', to: 'superseded' }],
    });
    const stale = await approve(first.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(designSignOffTexts.notWaiting);
  });
});

describe('before the design is signed off', () => {
  it('refuses a plan whose production has started, and takes one that starts later', async () => {
    const started = await planFrom(addDays(today(), -30));
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toBe(designSignOffTexts.productionBeforeSignOff);
    const later = await planFrom(addDays(today(), 365));
    expect(later.statusCode, later.body).toBe(200);
    const stages = projectStagesSchema.parse(
      (await call('GET', `/project/${projectId}/stages`, customer)).json(),
    );
    expect(stages.designSignedOffAt).toBeNull();
    // The template is an example: planned from any date.
    expect((await planFrom(addDays(today(), -30), demoProjectId)).statusCode).toBe(200);
  });

  it('takes the customer’s request for changes to the thread', async () => {
    const { current } = await signOffs();
    const path = `${url()}/${current!.id}/ask-for-changes`;
    expect((await call('POST', path, designer, { text: 'Hm' })).statusCode).toBe(403);
    expect((await call('POST', path, customer, { text: '  ' })).statusCode).toBe(400);
    const response = await call('POST', path, customer, { text: 'Could the sink move left?' });
    expect(response.statusCode, response.body).toBe(200);
    const answered = designSignOffSchema.parse(response.json());
    expect(answered.state).toBe('changes-asked');
    expect(answered.changesAskedAt).not.toBeNull();
    expect((await trailOf(current!.id)).at(-1)).toMatchObject({
      actorEmail: customer,
      actorRole: 'customer',
      requestId: response.headers['x-request-id'],
      summary: `asked for changes to design version ${versionName}`,
      changes: [{ field: 'state', label: 'State', from: 'requested', to: 'changes-asked' }],
    });
    const messages = await thread();
    expect(messages.at(-1)).toMatchObject({
      text: 'Could the sink move left?',
      author: { role: 'customer' },
      about: { designVersionId: versionId },
    });
    const late = await approve(current!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(designSignOffTexts.notWaiting);
  });
});

describe('signing off', () => {
  let signOffId = '';

  it('refuses staff, terms read before a change and a missing tick', async () => {
    signOffId = (await askForSignOff()).id;
    expect((await approve(signOffId, designer)).statusCode).toBe(403);
    const stale = await approve(signOffId, customer, { termsRevision: 999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(designSignOffTexts.termsChanged);
    const unticked = await approve(signOffId, customer, { agreed: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain(designSignOffTexts.agreeRequired);
    expect((await approve(signOffId, other)).statusCode).toBe(404);
  });

  it('records the sign-off and mails the PDF record to the customer and the designer', async () => {
    const response = await approve(signOffId, customer, { signature: await drawnSignature() });
    expect(response.statusCode, response.body).toBe(200);
    const approved = designSignOffSchema.parse(response.json());
    expect(approved.state).toBe('approved');
    expect(approved.approval).toMatchObject({
      fullName: 'Alex Walker',
      signed: true,
      checkPath: `/sign-off-records/${signOffId}`,
    });
    const [row] = await db().select().from(designSignOffs).where(eq(designSignOffs.id, signOffId));
    expect(row).toMatchObject({ email: customer, clientAddress: '127.0.0.1' });
    expect(row!.designHash).toMatch(/^[0-9a-f]{64}$/);
    // Refused answers left nothing; the approval is recorded with who signed and under which terms.
    const trail = await trailOf(signOffId);
    expect(trail.map((event) => event.summary)).toEqual([
      `asked for sign-off of design version ${versionName}`,
      `signed off design version ${versionName}`,
    ]);
    expect(trail[1]).toMatchObject({
      actorEmail: customer,
      actorRole: 'customer',
      requestId: response.headers['x-request-id'],
    });
    expect(trail[1]!.changes).toEqual([
      { field: 'state', label: 'State', from: 'requested', to: 'approved' },
      { field: 'fullName', label: 'Name', from: null, to: 'Alex Walker' },
      {
        field: 'termsRevision',
        label: 'Terms revision',
        from: null,
        to: String(row!.termsRevision),
      },
    ]);
    const mails = (await db().select().from(mailOutbox)).filter((mail) =>
      mail.subject.startsWith(`Design ${versionName} signed off`),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([customer, designer]);
    expect(mails[0]!.attachments).toEqual([
      {
        filename: expect.stringMatching(/^design-sign-off-/),
        contentType: 'application/pdf',
        fileKey: row!.recordKey,
      },
    ]);
  });

  it('serves the PDF to the project’s customers and staff: design, drawings, terms, hashes', async () => {
    const [row] = await db().select().from(designSignOffs).where(eq(designSignOffs.id, signOffId));
    const response = await call('GET', `${url()}/${signOffId}/record`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Name: Alex Walker');
    expect(text).toContain(`design version ${versionName}`);
    expect(text).toContain('elevations.pdf');
    expect(text).toContain('By signing off this design you ask Corner Kitchens');
    expect(text).toContain(`Design SHA-256: ${row!.designHash}`);
    expect(text).toContain(`Terms SHA-256: ${row!.termsHash}`);
    expect(text).toContain('It is not a qualified electronic signature.');
    expect((await call('GET', `${url()}/${signOffId}/record`, designer)).statusCode).toBe(200);
    expect((await call('GET', `${url()}/${signOffId}/record`, other)).statusCode).toBe(404);
  });

  it('lets production start, and refuses another request or deleting the version', async () => {
    expect((await planFrom(addDays(today(), -30))).statusCode).toBe(200);
    const stages = projectStagesSchema.parse(
      (await call('GET', `/project/${projectId}/stages`, customer)).json(),
    );
    expect(stages.designSignedOffAt).not.toBeNull();
    const drawingIds = [await uploadDrawing(designer, testPdf(), 'again.pdf')];
    const again = await call('POST', url(), designer, { designVersionId: versionId, drawingIds });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(designSignOffTexts.alreadySignedOff);
    const deleted = await call(
      'DELETE',
      `/admin/projects/${projectId}/design-versions/${versionId}`,
      designer,
    );
    expect(deleted.statusCode).toBe(409);
  });

  it('lets anyone check the record, which no longer matches once the design or terms change', async () => {
    const check = async () => {
      const response = await subject.app.inject(`/api/v1/sign-off-records/${signOffId}`);
      expect(response.statusCode).toBe(200);
      return signOffCheckSchema.parse(response.json());
    };
    expect(await check()).toMatchObject({
      design: 'matches',
      terms: 'matches',
      designVersionName: versionName,
    });
    const [line] = await db()
      .select()
      .from(itemLines)
      .where(eq(itemLines.designVersionId, versionId))
      .limit(1);
    await db()
      .update(itemLines)
      .set({ quantity: String(Number(line!.quantity) + 1) })
      .where(and(eq(itemLines.id, line!.id)));
    expect(await check()).toMatchObject({ design: 'does-not-match', terms: 'matches' });
    await db()
      .update(itemLines)
      .set({ quantity: line!.quantity })
      .where(eq(itemLines.id, line!.id));
    const list = adminContentListSchema.parse(
      (await call('GET', '/admin/content-items?pageSize=100', designer)).json(),
    );
    const terms = list.items.find((item) => item.slot === 'sign-off-terms')!;
    const edited = await call('PUT', `/admin/content-items/${terms.id}`, designer, {
      name: terms.name,
      body: `${terms.body}\n\n5. A new clause.`,
      slot: terms.slot,
      revision: terms.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await check()).toMatchObject({ design: 'matches', terms: 'does-not-match' });
    const unknown = await subject.app.inject(
      '/api/v1/sign-off-records/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets staff withdraw it only with a reason: mailed, and production waits again', async () => {
    const path = `${url()}/${signOffId}/withdraw`;
    expect((await call('POST', path, customer, { reason: 'Changed my mind' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', path, designer, { reason: '' })).statusCode).toBe(400);
    const response = await call('POST', path, designer, { reason: 'The wall moved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(designSignOffSchema.parse(response.json()).withdrawn).toMatchObject({
      reason: 'The wall moved',
      by: 'Dana Reyes',
    });
    const again = await call('POST', path, designer, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(designSignOffTexts.alreadyWithdrawn);
    const trail = await trailOf(signOffId);
    expect(trail).toHaveLength(3);
    expect(trail[2]).toMatchObject({
      actorEmail: designer,
      requestId: response.headers['x-request-id'],
      summary: `withdrew the sign-off of design version ${versionName}: The wall moved`,
      changes: [
        { field: 'state', label: 'State', from: 'approved', to: 'withdrawn' },
        { field: 'withdrawReason', label: 'Reason', from: null, to: 'The wall moved' },
      ],
    });
    const mails = (await db().select().from(mailOutbox)).filter((mail) =>
      mail.subject.startsWith(`Sign-off of design ${versionName} withdrawn`),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([customer, designer]);
    expect(mails[0]!.text).toContain('The wall moved');
    const stages = projectStagesSchema.parse(
      (await call('GET', `/project/${projectId}/stages`, customer)).json(),
    );
    expect(stages.designSignedOffAt).toBeNull();
    const answer = await signOffs();
    expect(answer.current).toBeNull();
    expect(answer.earlier[0]).toMatchObject({ id: signOffId, state: 'withdrawn' });
    // Asked again after the withdrawal.
    expect((await askForSignOff()).state).toBe('requested');
  });
});
