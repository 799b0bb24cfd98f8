import {
  adminProjectSchema,
  customerEstimateSchema,
  projectListSchema,
  type CustomerEstimate,
} from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Issue 25 point 0 (decision 38): a customer sees prices only where staff chose to show them,
 * the latest published page, else the pinned version with the estimate pinned with it. Every
 * step goes through the portal's own calls, with their caches, as the screens make them.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;
let projectId: string;
let batchUrl: string;

const usParams = {
  country: 'us',
  size: 'medium',
  usPart: 'east',
  distance: 'near',
  deliveryType: 'shipping',
  currency: 'usd',
};

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await call(method, url, viewers.designer, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** What customer A is shown: the estimate page's versions and the list's total. */
async function customerSees() {
  const page: CustomerEstimate = customerEstimateSchema.parse(
    (await call('GET', `/project/${projectId}/estimate`, viewers.customerA)).json(),
  );
  const list = projectListSchema.parse((await call('GET', '/projects', viewers.customerA)).json());
  return {
    slug: page.estimatePageSlug,
    estimates: page.designVersions.map((version) => version.estimate?.id ?? null),
    listed: list.items.find((item) => item.id === projectId)?.activeEstimate ?? null,
  };
}

async function batchEstimateIds(): Promise<string[]> {
  const batch = await ok('GET', batchUrl);
  return batch.designVersions
    .map((version: { estimateId: string | null }) => version.estimateId)
    .filter(Boolean);
}

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
  projectId = seeded.projectA.id;
  const batch = await ok('POST', `/project/${projectId}/create-new-batch`, { name: 'Draft' });
  batchUrl = `/project/${projectId}/batches/${batch.id}`;
  await ok('POST', `${batchUrl}/update-parameters`, usParams);
});
afterAll(() => subject.close());

describe('drafts stay private', () => {
  it('a calculation of an unpublished, unpinned batch shows the customer nothing', async () => {
    const before = await customerSees();
    expect(before).toEqual({ slug: null, estimates: [], listed: null });
    await ok('POST', `${batchUrl}/calculate-batch-estimate`);
    await ok('POST', `${batchUrl}/calculate-batch-estimate`);
    expect(await customerSees()).toEqual(before);
    const admin = adminProjectSchema.parse(await ok('GET', `/admin/projects/${projectId}`));
    expect(admin.shownToCustomers).toEqual({ kind: 'nothing' });
  });

  it('pinning shows the pinned estimate, which a later calculation or a delete does not change', async () => {
    const pin = `/admin/projects/${projectId}/active-design-version`;
    await ok('PUT', pin, { designVersionId: seeded.versionA.id });
    const [pinnedId] = await batchEstimateIds();
    const pinned = await customerSees();
    expect(pinned.estimates).toEqual([pinnedId]);
    expect(pinned.listed).toMatchObject({
      designVersionId: seeded.versionA.id,
      totalCost: expect.any(Number),
    });

    await ok('POST', `${batchUrl}/calculate-batch-estimate`);
    const [recalculated] = await batchEstimateIds();
    expect(recalculated).not.toBe(pinnedId);
    expect(await customerSees()).toEqual(pinned);

    await ok('POST', `${batchUrl}/delete-estimate`, { itemIds: [pinnedId, recalculated] });
    const left = await batchEstimateIds();
    expect(left).not.toContain(pinnedId);
    expect(left).not.toContain(recalculated);
    expect(await customerSees()).toEqual(pinned);

    const admin = adminProjectSchema.parse(await ok('GET', `/admin/projects/${projectId}`));
    expect(admin.shownToCustomers).toMatchObject({ kind: 'pinned', hasNewerEstimate: false });
  });

  it('publishing a page shows the page; unpinning alone then changes nothing', async () => {
    await ok('POST', `${batchUrl}/calculate-batch-estimate`);
    const [published] = await batchEstimateIds();
    await ok('POST', `${batchUrl}/create-estimate-page/${seeded.versionA.id}`, {
      slug: 'casey-published',
    });
    const shown = await customerSees();
    expect(shown).toMatchObject({ slug: 'casey-published', estimates: [published] });
    expect(shown.listed?.designVersionId).toBe(seeded.versionA.id);
    await ok('DELETE', `/admin/projects/${projectId}/active-design-version`);
    expect(await customerSees()).toEqual(shown);
    const admin = adminProjectSchema.parse(await ok('GET', `/admin/projects/${projectId}`));
    expect(admin.shownToCustomers).toEqual({
      kind: 'page',
      slug: 'casey-published',
      name: expect.any(String),
    });
  });

  it('never shows customer B anything of customer A, whatever is published', async () => {
    const foreign = await call('GET', `/project/${projectId}/estimate`, viewers.customerB);
    expect(foreign.statusCode).toBe(404);
    const list = projectListSchema.parse(
      (await call('GET', '/projects', viewers.customerB)).json(),
    );
    expect(list.items.map((item) => item.id)).not.toContain(projectId);
  });
});
