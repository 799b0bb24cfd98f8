import { customerEstimateSchema, estimateViewResponseSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * A published page shows the estimates of its own batch, on the public link and on the
 * customer's page alike, whatever newer batches have calculated since.
 */
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;

async function asDesigner(url: string, payload?: unknown) {
  const headers = { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) };
  const response = await subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

async function estimateBatch(name: string, params: Record<string, unknown>) {
  const projectId = seeded.projectA.id;
  const batch = await asDesigner(`/project/${projectId}/create-new-batch`, { name });
  const base = `/project/${projectId}/batches/${batch.id}`;
  await asDesigner(`${base}/update-parameters`, params);
  await asDesigner(`${base}/calculate-batch-estimate`);
  return base;
}

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  const euParams = { country: 'eu', size: 'small', distance: 'near' };
  const published = await estimateBatch('In pounds', {
    ...euParams,
    currency: 'gbp',
    dollarRate: '0.79',
  });
  await asDesigner(`${published}/create-estimate-page/${seeded.versionA.id}`, {
    slug: 'casey-in-pounds',
  });
  await estimateBatch('In euros, later', { ...euParams, currency: 'eur', dollarRate: '0.92' });
});
afterAll(() => subject.close());

describe('the price of a published page', () => {
  it('is the same on the public link and on the customer estimate page', async () => {
    const publicView = estimateViewResponseSchema.parse(
      (await subject.app.inject({ url: '/api/v1/estimate-view/casey-in-pounds' })).json(),
    );
    const customerPage = customerEstimateSchema.parse(
      (
        await subject.app.inject({
          url: `/api/v1/project/${seeded.projectA.id}/estimate`,
          headers: { cookie: await signInAs(subject, viewers.customerA) },
        })
      ).json(),
    );
    expect(customerPage.estimatePageSlug).toBe('casey-in-pounds');
    const publicEstimates = publicView.map((item) => item.estimate);
    const customerEstimates = customerPage.designVersions.map((version) => version.estimate);
    expect(publicEstimates.map((estimate) => estimate.currency)).toEqual(['gbp']);
    expect(customerEstimates).toEqual(publicEstimates);
  });
});
