import {
  enquiryAcceptedMessage,
  enquiryConvertedAlreadyMessage,
  enquiryConvertedSchema,
  enquiryListSchema,
  enquirySchema,
  staleRevisionMessages,
  validationMessages,
} from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  enquiries,
  galleryKitchens,
  mailOutbox,
  projectCustomers,
  projects,
  users,
} from '../../db/schema.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp();
  await seedDomain(subject);
  await subject.app.database.db.insert(galleryKitchens).values([
    {
      slug: 'oak-galley',
      name: 'Oak galley',
      style: 'modern',
      summary: 'Oak',
      description: 'Oak',
      fromPrice: '1000.00',
      published: true,
    },
    {
      slug: 'draft-kitchen',
      name: 'Draft kitchen',
      style: 'modern',
      summary: 'Draft',
      description: 'Draft',
      fromPrice: '1000.00',
      published: false,
    },
  ]);
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;

let ip = 0;
/** A call from an address of its own unless one is given, so the per-address limit is apart. */
function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { cookie?: string; payload?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (options.cookie) headers.cookie = options.cookie;
  ip += 1;
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    payload: options.payload as never,
    remoteAddress: options.ip ?? `10.0.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}
const asDesigner = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  send(method, url, { cookie: await signInAs(subject, viewers.designer), payload });

let emails = 0;
/** A valid enquiry, with a fresh e-mail unless told otherwise. */
function enquiry(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada${emails}@example.test`,
    phone: '+44 20 7946 0000',
    country: 'GB',
    postcode: 'NW1 6XE',
    kitchenSize: 'medium',
    kitchen: 'oak-galley',
    message: 'An oak kitchen like this one,\nwith an island.',
    consent: true,
    website: '',
    ...overrides,
  };
}

/** The audit trail's rows about one thing, oldest first (issue 39). */
const trailOf = (entityId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(asc(auditEvents.id));

const storedEnquiries = () => db().select().from(enquiries).orderBy(asc(enquiries.createdAt));
const mailsTo = async (to: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === to);

describe('POST /enquiries', () => {
  it('stores the enquiry, mails the visitor a confirmation and each staff member a notice', async () => {
    const sent = enquiry({ email: ' Ada@Example.test ', name: '  Ada Lovelace ' });
    const response = await send('POST', '/enquiries', { payload: sent });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: enquiryAcceptedMessage });
    const [stored] = (await storedEnquiries()).filter((row) => row.email === 'ada@example.test');
    const [kitchen] = await db()
      .select()
      .from(galleryKitchens)
      .where(eq(galleryKitchens.slug, 'oak-galley'));
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      country: 'GB',
      postcode: 'NW1 6XE',
      kitchenSize: 'medium',
      galleryKitchenId: kitchen!.id,
      message: 'An oak kitchen like this one,\nwith an island.',
      status: 'new',
      projectId: null,
      revision: 1,
    });
    expect(stored!.consentedAt).toBeInstanceOf(Date);

    const [confirmation] = await mailsTo('ada@example.test');
    expect(confirmation!.subject).toBe('We have your enquiry – Corner');
    // The confirmation repeats nothing the visitor typed (decision 40.3).
    expect(confirmation!.text).not.toContain('Ada');
    expect(confirmation!.text).not.toContain('oak');
    for (const staff of [viewers.designer, viewers.admin]) {
      const [notice] = await mailsTo(staff);
      expect(notice!.subject).toBe('New enquiry: Ada Lovelace – Corner');
      expect(notice!.text).toContain('Ada Lovelace (ada@example.test, +44 20 7946 0000)');
      expect(notice!.text).toContain('a medium kitchen in United Kingdom, NW1 6XE');
      expect(notice!.text).toContain('like Oak galley from the gallery');
      expect(notice!.text).toContain(`/admin/enquiries/${stored!.id}`);
    }
    expect(await mailsTo(viewers.customerA)).toEqual([]);
  });

  it('takes an enquiry without phone or kitchen', async () => {
    const sent = enquiry({ phone: '', kitchen: '' });
    delete (sent as { website?: string }).website;
    expect((await send('POST', '/enquiries', { payload: sent })).statusCode).toBe(202);
    const [stored] = (await storedEnquiries()).filter((row) => row.email === sent.email);
    expect(stored).toMatchObject({ phone: null, galleryKitchenId: null });
  });

  it('answers a filled honeypot as if it took the enquiry, and keeps and mails nothing', async () => {
    const before = await storedEnquiries();
    const mailsBefore = (await db().select().from(mailOutbox)).length;
    const spam = enquiry({ website: 'https://spam.example' });
    const response = await send('POST', '/enquiries', { payload: spam });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: enquiryAcceptedMessage });
    expect(await storedEnquiries()).toEqual(before);
    expect((await db().select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('refuses bad input field by field with the generic messages, and keeps nothing', async () => {
    const before = await storedEnquiries();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, `body/name: ${validationMessages.required}`],
      [{ name: 'x'.repeat(201) }, `body/name: ${validationMessages.maxLength(200)}`],
      [{ email: '' }, `body/email: ${validationMessages.required}`],
      [{ email: 'not-an-address' }, 'body/email: Enter a valid e-mail address'],
      [{ phone: 'call me' }, `body/phone: ${validationMessages.pattern}`],
      [{ country: 'XX' }, `body/country: ${validationMessages.pattern}`],
      [{ postcode: '' }, `body/postcode: ${validationMessages.required}`],
      [{ postcode: 'A' }, `body/postcode: ${validationMessages.minLength(2)}`],
      [{ postcode: '<b>1</b>' }, `body/postcode: ${validationMessages.pattern}`],
      [{ kitchenSize: 'huge' }, `body/kitchenSize: ${validationMessages.pattern}`],
      [{ message: '' }, `body/message: ${validationMessages.required}`],
      [{ message: 'x'.repeat(2001) }, `body/message: ${validationMessages.maxLength(2000)}`],
      [{ consent: false }, `body/consent: ${validationMessages.required}`],
    ];
    for (const [overrides, error] of cases) {
      const response = await send('POST', '/enquiries', { payload: enquiry(overrides) });
      expect(response.statusCode, error).toBe(400);
      expect(response.json().error).toBe(error);
    }
    for (const kitchen of ['no-such-kitchen', 'draft-kitchen']) {
      const response = await send('POST', '/enquiries', { payload: enquiry({ kitchen }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The kitchen you came from is no longer in the gallery');
    }
    const extra = await send('POST', '/enquiries', { payload: enquiry({ admin: true }) });
    expect(extra.statusCode).toBe(400);
    expect(await storedEnquiries()).toEqual(before);
  });

  it('limits one address to 10 an hour and one e-mail to 3, with Retry-After', async () => {
    const address = '192.0.2.10';
    const answers = [];
    for (let n = 0; n < 11; n += 1) {
      answers.push(
        (await send('POST', '/enquiries', { payload: enquiry({ website: 'x' }), ip: address }))
          .statusCode,
      );
    }
    expect(answers).toEqual([...Array<number>(10).fill(202), 429]);
    const refused = await send('POST', '/enquiries', { payload: enquiry(), ip: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many enquiries from your network. Try again in an hour.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const same = enquiry({ email: 'grace@example.test', website: 'x' });
    const byEmail = [];
    for (let n = 0; n < 4; n += 1) {
      byEmail.push((await send('POST', '/enquiries', { payload: same })).statusCode);
    }
    expect(byEmail).toEqual([202, 202, 202, 429]);
  });

  it('counts one inbox once for the per-e-mail limit, whatever its +tag or case', async () => {
    const tagged = [
      'vera+1@example.test',
      'Vera+2@Example.test',
      'VERA@example.test',
      'vera+x@example.test',
    ];
    const answers = [];
    for (const email of tagged) {
      answers.push(
        (await send('POST', '/enquiries', { payload: enquiry({ email, website: 'x' }) }))
          .statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 429]);
    expect(
      (
        await send('POST', '/enquiries', {
          payload: enquiry({ email: 'vera2@example.test', website: 'x' }),
        })
      ).statusCode,
    ).toBe(202);
  });
});

async function newEnquiry(overrides: Record<string, unknown> = {}) {
  const sent = enquiry(overrides);
  expect((await send('POST', '/enquiries', { payload: sent })).statusCode).toBe(202);
  const [row] = await db().select().from(enquiries).where(eq(enquiries.email, sent.email));
  return row!;
}

describe('back office: enquiries', () => {
  it('lists enquiries newest first, filters by status, pages, and opens one', async () => {
    const first = await newEnquiry({ name: 'First' });
    // An hour older, so that the order does not hang on two calls' milliseconds.
    await db()
      .update(enquiries)
      .set({ createdAt: new Date(first.createdAt.getTime() - 3_600_000) })
      .where(eq(enquiries.id, first.id));
    const second = await newEnquiry({ name: 'Second', kitchen: '' });
    const all = enquiryListSchema.parse((await asDesigner('GET', '/admin/enquiries')).json());
    const names = all.items.map((item) => item.name);
    expect(names[0]).toBe('Second');
    expect(names.at(-1)).toBe('First');
    expect(all.total).toBe((await storedEnquiries()).length);
    const page = (await asDesigner('GET', '/admin/enquiries?pageSize=1&page=2')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    const opened = enquirySchema.parse(
      (await asDesigner('GET', `/admin/enquiries/${first.id}`)).json(),
    );
    expect(opened).toMatchObject({
      name: 'First',
      kitchen: { slug: 'oak-galley', name: 'Oak galley' },
      project: null,
      status: 'new',
    });
    expect((await asDesigner('GET', `/admin/enquiries/${second.id}`)).json().kitchen).toBeNull();
    expect((await asDesigner('GET', '/admin/enquiries/nope')).statusCode).toBe(404);
    expect(
      (await asDesigner('GET', '/admin/enquiries/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    const changed = await asDesigner('PUT', `/admin/enquiries/${second.id}/status`, {
      status: 'contacted',
      revision: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'contacted', revision: 2 });
    const contacted = (await asDesigner('GET', '/admin/enquiries?status=contacted')).json();
    expect(contacted.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await asDesigner('GET', '/admin/enquiries?status=spam')).statusCode).toBe(400);
  });

  it('refuses a stale status change with 409 and a hand-set "converted" with 400', async () => {
    const row = await newEnquiry();
    const url = `/admin/enquiries/${row.id}/status`;
    expect((await asDesigner('PUT', url, { status: 'closed', revision: 1 })).statusCode).toBe(200);
    const stale = await asDesigner('PUT', url, { status: 'contacted', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STALE_REVISION',
      error: staleRevisionMessages.enquiry,
    });
    const converted = await asDesigner('PUT', url, { status: 'converted', revision: 2 });
    expect(converted.statusCode).toBe(400);
    const [after] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after).toMatchObject({ status: 'closed', revision: 2 });
    // One change, one row: the refused ones leave none.
    const trail = await trailOf(row.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorEmail: viewers.designer,
      summary: 'marked enquiry from Ada Lovelace closed',
      entityKind: 'enquiry',
      entityLabel: `Ada Lovelace (${row.email})`,
      projectId: null,
      changes: [{ field: 'status', label: 'Status', from: 'new', to: 'closed' }],
    });
  });

  it('converts an enquiry into a new customer and a project in one step, once', async () => {
    const row = await newEnquiry({ name: 'Grace Hopper', email: 'grace.h@example.test' });
    const designer = (await db().select().from(users).where(eq(users.email, viewers.designer)))[0]!;
    const response = await asDesigner('POST', `/admin/enquiries/${row.id}/convert`, {
      revision: 1,
    });
    expect(response.statusCode).toBe(201);
    const converted = enquiryConvertedSchema.parse(response.json());
    expect(converted.project.name).toBe('Kitchen for Grace Hopper');
    expect(converted.customer).toMatchObject({ email: 'grace.h@example.test', isNew: true });
    expect(converted.enquiry).toMatchObject({
      status: 'converted',
      project: { id: converted.project.id, name: 'Kitchen for Grace Hopper' },
      revision: 2,
    });
    const [project] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, converted.project.id));
    expect(project).toMatchObject({ status: 'design', designerId: designer.id, isDemo: false });
    const [customer] = await db().select().from(users).where(eq(users.id, converted.customer.id));
    expect(customer).toMatchObject({
      name: 'Grace Hopper',
      phone: '+44 20 7946 0000',
      type: 'customer',
    });
    expect(
      await db()
        .select()
        .from(projectCustomers)
        .where(eq(projectCustomers.projectId, converted.project.id)),
    ).toEqual([{ projectId: converted.project.id, userId: customer!.id }]);

    // The customer signs in and sees the project in their list.
    const cookie = await signInAs(subject, 'grace.h@example.test');
    const list = await send('GET', `/user/${customer!.id}/projects`, { cookie });
    expect(list.json().map((item: { name: string }) => item.name)).toEqual([
      'Kitchen for Grace Hopper',
    ]);

    const projectsBefore = (await db().select().from(projects)).length;
    const again = await asDesigner('POST', `/admin/enquiries/${row.id}/convert`, { revision: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(enquiryConvertedAlreadyMessage);
    const statusAfter = await asDesigner('PUT', `/admin/enquiries/${row.id}/status`, {
      status: 'closed',
      revision: 2,
    });
    expect(statusAfter.statusCode).toBe(409);
    expect((await db().select().from(projects)).length).toBe(projectsBefore);

    // The conversion is recorded once, with its project, and the customer account it made.
    expect(await trailOf(row.id)).toEqual([
      expect.objectContaining({
        actorEmail: viewers.designer,
        summary: 'converted enquiry from Grace Hopper into project Kitchen for Grace Hopper',
        entityKind: 'enquiry',
        projectId: converted.project.id,
        changes: [
          { field: 'status', label: 'Status', from: 'new', to: 'converted' },
          { field: 'projectId', label: 'Project', from: null, to: 'Kitchen for Grace Hopper' },
        ],
      }),
    ]);
    const [added] = await trailOf(customer!.id);
    expect(added).toMatchObject({
      requestId: String(response.headers['x-request-id']),
      summary: 'added grace.h@example.test as customer',
      entityKind: 'user',
      projectId: converted.project.id,
    });
    expect(added!.changes.map((change) => [change.label, change.to])).toEqual([
      ['E-mail', 'grace.h@example.test'],
      ['Name', 'Grace Hopper'],
      ['Phone', '+44 20 7946 0000'],
      ['Role', 'customer'],
    ]);
  });

  it('reuses the customer of an existing e-mail; a staff e-mail or a stale revision is 409', async () => {
    const existing = await newEnquiry({ email: viewers.customerA, name: 'Someone else' });
    const response = await asDesigner('POST', `/admin/enquiries/${existing.id}/convert`, {
      revision: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().customer).toMatchObject({ email: viewers.customerA, isNew: false });
    // An existing customer is only named: no account was added.
    const converted = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, String(response.headers['x-request-id'])));
    expect(converted.map((row) => row.entityKind)).toEqual(['enquiry']);
    const [casey] = await db().select().from(users).where(eq(users.email, viewers.customerA));
    expect(casey!.name).toBe('Casey');

    const projectsBefore = (await db().select().from(projects)).length;
    const staff = await newEnquiry({ email: viewers.admin });
    const refused = await asDesigner('POST', `/admin/enquiries/${staff.id}/convert`, {
      revision: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('is a staff account');
    const stale = await newEnquiry();
    const staleAnswer = await asDesigner('POST', `/admin/enquiries/${stale.id}/convert`, {
      revision: 5,
    });
    expect(staleAnswer.statusCode).toBe(409);
    expect(staleAnswer.json().code).toBe('STALE_REVISION');
    expect((await db().select().from(projects)).length).toBe(projectsBefore);
    const [staffRow] = await db().select().from(enquiries).where(eq(enquiries.id, staff.id));
    expect(staffRow).toMatchObject({ status: 'new', projectId: null });
    expect(await trailOf(staff.id)).toEqual([]);
    expect(await trailOf(stale.id)).toEqual([]);
  });

  it('is for staff: 401 anonymous, 403 for customers', async () => {
    const row = await newEnquiry();
    for (const [email, status] of [
      [undefined, 401],
      [viewers.customerA, 403],
    ] as const) {
      const cookie = email ? await signInAs(subject, email) : undefined;
      const answers = [
        await send('GET', '/admin/enquiries', { cookie }),
        await send('GET', `/admin/enquiries/${row.id}`, { cookie }),
        await send('PUT', `/admin/enquiries/${row.id}/status`, {
          cookie,
          payload: { status: 'closed', revision: 1 },
        }),
        await send('POST', `/admin/enquiries/${row.id}/convert`, {
          cookie,
          payload: { revision: 1 },
        }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([status, status, status, status]);
    }
    const [after] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after).toMatchObject({ status: 'new', revision: 1, projectId: null });
  });
});
