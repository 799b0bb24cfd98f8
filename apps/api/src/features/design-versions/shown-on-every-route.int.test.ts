import {
  customerEstimateSchema,
  designVersionSchema,
  designVersionsResponseSchema,
  type DesignVersion,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, usParams } from '../../../test/helpers/cache.js';
import {
  addEstimate,
  addVersion,
  pinVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { mailOutbox, projects, requoteRequests, users } from '../../db/schema.js';
import { TestClock } from '../../lib/clock.js';
import { estimateIdsShownToCustomers } from './shown-to-customers.js';

/*
 * Issue 33, decision 48: a customer's answer holds no estimate the rule of decision 38 does
 * not show them, on any route: the design versions and each version, a request for a new
 * quote; and the template project's designer and re-quotes are for staff only.
 */

const clock = new TestClock();
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;
let projectId: string;
let secondVersionId: string;

beforeAll(async () => {
  subject = await buildTestApp({ clock });
  seeded = await seedDomain(subject);
  call = caller(subject);
  projectId = seeded.projectA.id;
  secondVersionId = (await addVersion(subject, projectId, 'Version A2', 2)).id;
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await call(method, url, viewers.designer, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** A new batch of project A with parameters, calculated: a draft. Its estimates' ids. */
async function calculatedDraft(name: string) {
  const batch = await ok('POST', `/project/${projectId}/create-new-batch`, { name });
  const batchUrl = `/project/${projectId}/batches/${batch.id}`;
  await ok('POST', `${batchUrl}/update-parameters`, usParams);
  const estimates: { id: string }[] = await ok('POST', `${batchUrl}/calculate-batch-estimate`);
  return { batchUrl, estimateIds: estimates.map((estimate) => estimate.id) };
}

/** Each version's estimate id in the list and in each version's own answer, by version id. */
async function estimatesSeenBy(as: string) {
  const list = await call('GET', `/project/${projectId}/design-versions`, as);
  expect(list.statusCode, list.body).toBe(200);
  const versions = designVersionsResponseSchema.parse(list.json());
  const seen: Record<string, string | null> = {};
  for (const version of versions) {
    const one = await call('GET', `/project/${projectId}/design-versions/${version.id}`, as);
    const single: DesignVersion = designVersionSchema.parse(one.json());
    expect(single.estimate).toEqual(version.estimate);
    expect(single.estimateStatus).toBe(version.estimate ? 'completed' : 'not_calculated');
    seen[version.id] = version.estimateId;
    expect(version.estimate?.id ?? null).toBe(version.estimateId);
  }
  return seen;
}

const askForNewQuote = (estimateId: string, as: string, project = projectId) =>
  call('POST', `/project/${project}/estimate/requote-requests`, as, { estimateId });

const shownIds = async () => [...(await estimateIdsShownToCustomers(db(), projectId))].sort();

describe("a customer's design versions hold only the estimates customers are shown", () => {
  let draft: Awaited<ReturnType<typeof calculatedDraft>>;

  it('shows a draft to staff, and to the customer as not calculated, whoever reads first', async () => {
    expect(await estimatesSeenBy(viewers.customerA)).toEqual({
      [seeded.versionA.id]: null,
      [secondVersionId]: null,
    });
    draft = await calculatedDraft('Draft');
    expect(draft.estimateIds).toHaveLength(2);
    // Staff fill their cache first; the customer's answer is not theirs, nor the reverse.
    const staffSees = await estimatesSeenBy(viewers.designer);
    expect(Object.values(staffSees).sort()).toEqual([...draft.estimateIds].sort());
    const nothing = { [seeded.versionA.id]: null, [secondVersionId]: null };
    expect(await estimatesSeenBy(viewers.customerA)).toEqual(nothing);
    expect(await estimatesSeenBy(viewers.customerA)).toEqual(nothing);
    expect(await estimatesSeenBy(viewers.designer)).toEqual(staffSees);
    expect(await shownIds()).toEqual([]);
  });

  it('shows the pinned estimate on its version only, not a newer calculation', async () => {
    await pinVersion(subject, projectId, seeded.versionA.id);
    const pinned = (await estimatesSeenBy(viewers.designer))[seeded.versionA.id]!;
    await ok('POST', `${draft.batchUrl}/calculate-batch-estimate`);
    const staffSees = await estimatesSeenBy(viewers.designer);
    expect(staffSees[seeded.versionA.id]).not.toBe(pinned);
    expect(await estimatesSeenBy(viewers.customerA)).toEqual({
      [seeded.versionA.id]: pinned,
      [secondVersionId]: null,
    });
    expect(await shownIds()).toEqual([pinned]);
  });

  it("shows a published page's estimates, the same as the estimate page, and no later draft", async () => {
    await ok('POST', `${draft.batchUrl}/create-estimate-page/${seeded.versionA.id}`, {
      slug: 'casey-shown',
    });
    const published = await estimatesSeenBy(viewers.designer);
    const later = await calculatedDraft('Later draft');
    // The customer fills their cache first this time.
    const customerSees = await estimatesSeenBy(viewers.customerA);
    expect(customerSees).toEqual(published);
    const staffSees = Object.values(await estimatesSeenBy(viewers.designer));
    expect(staffSees.sort()).toEqual([...later.estimateIds].sort());
    const page = customerEstimateSchema.parse(
      (await call('GET', `/project/${projectId}/estimate`, viewers.customerA)).json(),
    );
    const onPage = page.designVersions.map((version) => version.estimate!.id).sort();
    expect(Object.values(customerSees).sort()).toEqual(onPage);
    expect(await shownIds()).toEqual(onPage);
  });

  it('never lets customer B read them, and answers bad ids with 4xx', async () => {
    const foreign = await call('GET', `/project/${projectId}/design-versions`, viewers.customerB);
    expect(foreign.statusCode).toBe(404);
    for (const versionId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const url = `/project/${projectId}/design-versions/${versionId}`;
      expect((await call('GET', url, viewers.customerA)).statusCode).toBe(404);
    }
  });
});

describe('asking for a new quote', () => {
  const askedMails = async () =>
    (await db().select().from(mailOutbox)).filter((mail) =>
      mail.subject.startsWith('New quote asked for'),
    ).length;

  it('is refused (404) on an estimate the customer is not shown, and mails no one', async () => {
    const draft = await calculatedDraft('Expired draft');
    clock.set('2031-06-01T12:00:00Z'); // every estimate has expired
    const [shown] = await shownIds();
    const mailsBefore = await askedMails();
    const refused = await askForNewQuote(draft.estimateIds[0]!, viewers.customerA);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(draft.estimateIds[0]);
    expect(await askedMails()).toBe(mailsBefore);
    expect(await db().select().from(requoteRequests)).toHaveLength(0);

    expect((await askForNewQuote(shown!, viewers.customerA)).statusCode).toBe(200);
    expect(await askedMails()).toBeGreaterThan(mailsBefore);
    expect((await askForNewQuote(shown!, viewers.customerB)).statusCode).toBe(404);
    expect((await askForNewQuote('not-an-id', viewers.customerA)).statusCode).toBe(400);
  });
});

describe('the template project', () => {
  let templateId: string;
  let templateEstimateId: string;

  beforeAll(async () => {
    const [designer] = await db().select().from(users).where(eq(users.email, viewers.designer));
    await db().update(users).set({ phone: '+1 415 555 0142' }).where(eq(users.id, designer!.id));
    const [template] = await db()
      .insert(projects)
      .values({ name: 'Template', status: 'design', isDemo: true, designerId: designer!.id })
      .returning();
    templateId = template!.id;
    const version = await addVersion(subject, templateId, 'Template version', 2);
    templateEstimateId = (await addEstimate(subject, version.id)).id;
    await pinVersion(subject, templateId, version.id);
    clock.set('2031-06-01T12:00:00Z'); // the estimate has expired
  });

  it('answers its designer to staff only: a customer gets 404, not a name or phone', async () => {
    const url = `/project/${templateId}/designer`;
    const refused = await call('GET', url, viewers.customerA);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('555');
    const staff = await call('GET', url, viewers.admin);
    expect(staff.json()).toMatchObject({ name: 'Dana', phone: '+1 415 555 0142' });
    // A customer's own project still answers its designer (none chosen here).
    expect((await call('GET', `/project/${projectId}/designer`, viewers.customerA)).json()).toBe(
      null,
    );
  });

  it('refuses a customer a new quote on it (409) and mails no one; staff may ask', async () => {
    const mails = async () => (await db().select().from(mailOutbox)).length;
    const before = await mails();
    const refused = await askForNewQuote(templateEstimateId, viewers.customerA, templateId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/template/);
    expect(await mails()).toBe(before);
    expect(
      (await askForNewQuote(templateEstimateId, viewers.designer, templateId)).statusCode,
    ).toBe(200);
  });
});
