import {
  estimatePageStatisticsSchema,
  projectListSchema,
  sendToCustomerResponseSchema,
  viewStatisticsSchema,
} from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, estimatePages, mailOutbox, viewEvents } from '../../db/schema.js';
import {
  addProject,
  addVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { noCustomerEmail } from './estimate-page-mail.js';
import { sendsPerHour } from './statistics-routes.js';

/*
 * Who opened what and the customer told (issue 25, decision 42). TIME_ZONE is Kolkata's
 * (UTC+5:30), so a day that is not a whole number of hours from UTC is counted right.
 */
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let pageId: string;
let batchUrl: string;
let secondVersionId: string;
const slug = 'casey-statistics';
// Without PUBLIC_URL (requests injected, nothing listening), links start with this.
const publicUrl = 'http://localhost';

beforeAll(async () => {
  subject = await buildTestApp({ env: { TIME_ZONE: 'Asia/Kolkata' } });
  seeded = await seedDomain(subject);
  secondVersionId = (await addVersion(subject, seeded.projectA.id, 'Version A2', 1)).id;
  const batch = (
    await post(`/project/${seeded.projectA.id}/create-new-batch`, { name: 'B' })
  ).json();
  batchUrl = `/project/${seeded.projectA.id}/batches/${batch.id}`;
  await post(`${batchUrl}/update-parameters`, {
    country: 'eu',
    size: 'small',
    distance: 'near',
    currency: 'usd',
  });
  await post(`${batchUrl}/calculate-batch-estimate`);
  const created = await post(`${batchUrl}/create-estimate-page/${seeded.versionA.id}`, {
    slug,
    notifyCustomers: true,
  });
  expect(created.statusCode).toBe(201);
  pageId = created.json().createdEstimatePage.id;
});
afterAll(() => subject.close());

async function call(method: 'GET' | 'POST', url: string, email?: string, payload?: unknown) {
  const cookie = email ? await signInAs(subject, email) : undefined;
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}
const post = (url: string, payload?: unknown, email: string = viewers.designer) =>
  call('POST', url, email, payload);

const db = () => subject.app.database.db;
const mailsTo = async (to: string) =>
  (await db().select().from(mailOutbox)).filter(
    (mail) => mail.to === to && mail.subject.startsWith('Your estimate for'),
  );
/** The audit trail's rows of the page, oldest first (issue 39). */
const pageTrail = (id: string) =>
  db().select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(asc(auditEvents.id));
const statsUrl = () => `/project/${seeded.projectA.id}/estimate-pages/${pageId}/statistics`;
const sendUrl = () => `/project/${seeded.projectA.id}/estimate-pages/${pageId}/send-to-customer`;

describe("'E-mail the customer the link' and 'Send to customer'", () => {
  it('wrote exactly one mail to the customer with the link, the total and the valid-until date', async () => {
    const mails = await mailsTo(viewers.customerA);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your estimate for Casey kitchen – Corner');
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(`${publicUrl}/estimate/${slug}`);
      expect(part).toContain('Casey kitchen');
      expect(part).toMatch(/\$[\d,]+\.\d\d/);
      expect(part).toMatch(/valid until (<!-- -->)?[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
    expect(await mailsTo(viewers.customerB)).toEqual([]);
    const [page] = await db().select().from(estimatePages).where(eq(estimatePages.id, pageId));
    expect(page!.lastSentAt).not.toBeNull();
  });

  it("writes one more mail on 'Send to customer' and answers when it was sent", async () => {
    const response = await post(sendUrl());
    expect(response.statusCode).toBe(200);
    const sent = sendToCustomerResponseSchema.parse(response.json());
    expect(sent.sentTo).toEqual([viewers.customerA]);
    expect(await mailsTo(viewers.customerA)).toHaveLength(2);
    const stats = estimatePageStatisticsSchema.parse(
      (await call('GET', statsUrl(), viewers.admin)).json(),
    );
    expect(stats.lastSentAt).toBe(sent.lastSentAt);
    expect(stats.customerEmails).toEqual([viewers.customerA]);

    // Issue 39: published and mailed in one request, then mailed again in another.
    const trail = await pageTrail(pageId);
    expect(trail.map((event) => [event.entityKind, event.summary])).toEqual([
      ['estimate-page', `published estimate page ${slug}`],
      ['estimate-page', `mailed estimate page ${slug} to ${viewers.customerA}`],
      ['estimate-page', `mailed estimate page ${slug} to ${viewers.customerA}`],
    ]);
    expect(trail[0]!.requestId).toBe(trail[1]!.requestId);
    expect(trail[0]!.changes).toEqual([
      { field: 'slug', label: 'Page slug', from: null, to: slug },
      { field: 'name', label: 'Page name', from: null, to: 'Casey kitchen estimate' },
      { field: 'batch', label: 'Batch', from: null, to: 'B' },
      { field: 'designVersion', label: 'Opens with design version', from: null, to: 'Version A' },
    ]);
    expect(trail[2]).toMatchObject({
      actorEmail: viewers.designer,
      requestId: response.headers['x-request-id'],
      projectId: seeded.projectA.id,
    });
  });

  it('refuses the mail for a project without a customer e-mail and creates no page', async () => {
    const lonely = await addProject(subject, 'Nobody kitchen');
    await addVersion(subject, lonely.id, 'Lonely version', 1);
    const batch = (await post(`/project/${lonely.id}/create-new-batch`, { name: 'L' })).json();
    const base = `/project/${lonely.id}/batches/${batch.id}`;
    await post(`${base}/update-parameters`, {
      country: 'eu',
      size: 'small',
      distance: 'near',
      currency: 'usd',
    });
    await post(`${base}/calculate-batch-estimate`);
    const versionId = batch.designVersions[0].id;
    const before = (await db().select().from(mailOutbox)).length;
    const refused = await post(`${base}/create-estimate-page/${versionId}`, {
      slug: 'nobody-kitchen',
      notifyCustomers: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(noCustomerEmail);
    const refusedRows = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, String(refused.headers['x-request-id'])));
    expect(refusedRows).toEqual([]);
    expect((await db().select().from(mailOutbox)).length).toBe(before);
    expect((await call('GET', `/estimate-view/nobody-kitchen`)).statusCode).toBe(404);
    const withoutMail = await post(`${base}/create-estimate-page/${versionId}`, {
      slug: 'nobody-kitchen',
      notifyCustomers: false,
    });
    expect(withoutMail.statusCode).toBe(201);
    expect((await db().select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses customers with 403 and a page of another project with 404', async () => {
    for (const email of [viewers.customerA, viewers.customerB]) {
      expect((await call('GET', statsUrl(), email)).statusCode).toBe(403);
      expect((await post(sendUrl(), undefined, email)).statusCode).toBe(403);
      expect(
        (await call('GET', `/project/${seeded.projectA.id}/view-statistics`, email)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', statsUrl())).statusCode).toBe(401);
    const elsewhere = `/project/${seeded.projectB.id}/estimate-pages/${pageId}`;
    expect((await call('GET', `${elsewhere}/statistics`, viewers.designer)).statusCode).toBe(404);
    expect((await post(`${elsewhere}/send-to-customer`)).statusCode).toBe(404);
    expect(
      (await call('GET', `${elsewhere.replace(pageId, 'nope')}/statistics`, viewers.designer))
        .statusCode,
    ).toBe(404);
    expect(await mailsTo(viewers.customerB)).toEqual([]);
  });
  it('sends a page at most a few times an hour, then answers 429 and mails nothing', async () => {
    const sent = (await mailsTo(viewers.customerA)).length;
    // One send so far (the test above); the rest of the hour's allowance goes through.
    for (let index = 1; index < sendsPerHour; index += 1) {
      expect((await post(sendUrl())).statusCode).toBe(200);
    }
    const refused = await post(sendUrl());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo(viewers.customerA)).toHaveLength(sent + sendsPerHour - 1);
  });
});

const publicEvents = `/estimate-view/${slug}/events`;

describe('version events', () => {
  it('records a version of the page, refuses one of another page or project', async () => {
    await db().delete(viewEvents);
    const customerEvents = `/project/${seeded.projectA.id}/estimate/events`;
    const seen = { kind: 'version', designVersionId: seeded.versionA.id };
    expect((await call('POST', publicEvents, undefined, seen)).statusCode).toBe(204);
    expect((await post(customerEvents, seen, viewers.customerA)).statusCode).toBe(204);
    const foreign = { kind: 'version', designVersionId: seeded.versionB.id };
    expect((await call('POST', publicEvents, undefined, foreign)).statusCode).toBe(404);
    expect((await post(customerEvents, foreign, viewers.customerA)).statusCode).toBe(404);
    for (const bad of [
      { kind: 'version' },
      { kind: 'version', designVersionId: 'abc' },
      { kind: 'view', designVersionId: seeded.versionA.id },
    ]) {
      expect((await call('POST', publicEvents, undefined, bad)).statusCode).toBe(400);
      expect((await post(customerEvents, bad, viewers.customerA)).statusCode).toBe(400);
    }
    const rows = await db().select().from(viewEvents);
    expect(rows.map((row) => [row.kind, row.designVersionId])).toEqual([
      ['version', seeded.versionA.id],
      ['version', seeded.versionA.id],
    ]);
  });
});

describe('the statistics', () => {
  it("counts the customer's and visitors' opens, versions and presses, never staff's", async () => {
    await db().delete(viewEvents);
    // Two opens 20 minutes apart around Kolkata's midnight: two calendar days there.
    await db()
      .insert(viewEvents)
      .values([
        {
          kind: 'estimate-page',
          projectId: seeded.projectA.id,
          estimatePageId: pageId,
          createdAt: new Date('2026-01-10T18:20:00Z'),
        },
        {
          kind: 'estimate-page',
          projectId: seeded.projectA.id,
          estimatePageId: pageId,
          createdAt: new Date('2026-01-10T18:40:00Z'),
        },
      ]);
    const before = estimatePageStatisticsSchema.parse(
      (await call('GET', statsUrl(), viewers.designer)).json(),
    );
    expect(before).toMatchObject({ opens: 2, openDays: 2, reservePresses: 0, versionsViewed: [] });
    expect(before.opensPerDay).toHaveLength(30);
    expect(before.opensPerDay.at(-1)!.opens).toBe(0);

    await call('POST', publicEvents, undefined, { kind: 'view' });
    await post(
      `/project/${seeded.projectA.id}/estimate/events`,
      { kind: 'view' },
      viewers.customerA,
    );
    await call('POST', publicEvents, undefined, {
      kind: 'version',
      designVersionId: secondVersionId,
    });
    await call('POST', publicEvents, undefined, { kind: 'reserve' });
    // The designer's and the admin's own opens add nothing.
    await call('POST', publicEvents, viewers.designer, { kind: 'view' });
    await post(`/project/${seeded.projectA.id}/estimate/events`, { kind: 'view' }, viewers.admin);
    await call('POST', publicEvents, viewers.designer, {
      kind: 'version',
      designVersionId: seeded.versionA.id,
    });

    const after = estimatePageStatisticsSchema.parse(
      (await call('GET', statsUrl(), viewers.designer)).json(),
    );
    expect(after.opens).toBe(4);
    expect(after.openDays).toBe(3);
    expect(after.reservePresses).toBe(1);
    expect(after.versionsViewed).toEqual([
      { designVersionId: secondVersionId, name: 'Version A2', views: 1 },
    ]);
    expect(after.opensPerDay.at(-1)!.opens).toBe(2);
    expect(Date.now() - Date.parse(after.lastOpenedAt!)).toBeLessThan(60_000);

    const project = viewStatisticsSchema.parse(
      (await call('GET', `/project/${seeded.projectA.id}/view-statistics`, viewers.admin)).json(),
    );
    expect(project).toMatchObject({ opens: 4, reservePresses: 1 });
    // Another project's statistics show none of this one's.
    const other = viewStatisticsSchema.parse(
      (await call('GET', `/project/${seeded.projectB.id}/view-statistics`, viewers.admin)).json(),
    );
    expect(other).toMatchObject({
      opens: 0,
      reservePresses: 0,
      versionsViewed: [],
      customerEmails: [viewers.customerB],
    });
  });

  it("shows staff each project's last customer activity and sorts by it", async () => {
    await db().delete(viewEvents);
    await db()
      .insert(viewEvents)
      .values([
        {
          kind: 'customer-estimate',
          projectId: seeded.projectB.id,
          createdAt: new Date(Date.now() - 3_600_000),
        },
        {
          kind: 'reserve',
          projectId: seeded.projectA.id,
          createdAt: new Date(Date.now() - 7_200_000),
        },
      ]);
    const list = async (email: string, sort?: string) => {
      const response = await call('GET', `/projects${sort ? `?sort=${sort}` : ''}`, email);
      expect(response.statusCode, response.body).toBe(200);
      return projectListSchema.parse(response.json()).items;
    };
    const byActivity = await list(viewers.designer, 'activity');
    expect(byActivity.slice(0, 2).map((item) => [item.name, item.lastActivity?.kind])).toEqual([
      ['Olivia kitchen', 'opened'],
      ['Casey kitchen', 'pressed-reserve'],
    ]);
    const newest = await list(viewers.designer);
    expect(newest[0]!.name).toBe('Nobody kitchen');
    expect(newest[0]!.lastActivity).toBeNull();
    // Customers see no activity, and their order stays the newest first.
    const own = await list(viewers.customerA, 'activity');
    expect(own.map((item) => [item.name, item.lastActivity])).toEqual([['Casey kitchen', null]]);
  });
});
