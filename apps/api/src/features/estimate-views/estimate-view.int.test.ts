import { estimateViewResponseSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../testing/domain-fixtures.js';
import { signInAs, testOrigin } from '../../testing/sessions.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  const projectId = seeded.projectA.id;
  const batch = (await post(`/project/${projectId}/create-new-batch`, { name: 'B' })).json();
  const base = `/project/${projectId}/batches/${batch.id}`;
  const params = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };
  await post(`${base}/update-parameters`, params);
  await post(`${base}/calculate-batch-estimate`);
  await post(`${base}/create-estimate-page/${seeded.versionA.id}`, { slug: 'casey-kitchen' });
});
afterAll(() => subject.close());

async function post(url: string, payload?: unknown) {
  const headers = { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) };
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

describe('GET /estimate-view/{slug}', () => {
  it('answers the estimated versions of the page without a session', async () => {
    const response = await subject.app.inject({ url: '/api/v1/estimate-view/casey-kitchen' });
    const [item] = estimateViewResponseSchema.parse(response.json());
    expect(item).toMatchObject({
      id: seeded.versionA.id,
      estimateViewId: 'casey-kitchen',
      projectId: seeded.projectA.id,
      designVersionName: 'Version A',
    });
    expect(item!.frontsAndBoxes).toHaveLength(2);
    expect(item!.renders).toHaveLength(1);
    expect(item!.estimate.totalCost).toBe(
      item!.estimate.materialsCost + item!.estimate.deliveryCost,
    );
  });

  it('answers 404 for unknown slugs', async () => {
    expect((await subject.app.inject({ url: '/api/v1/estimate-view/nobody' })).statusCode).toBe(
      404,
    );
  });
});
