import { customerEstimateSchema } from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, usParams } from '../../../test/helpers/cache.js';
import {
  addProject,
  addVersion,
  pinVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { batchDesignVersions } from '../../db/schema.js';
import { estimateIdsShownToCustomers } from './shown-to-customers.js';

/*
 * estimateIdsShownToCustomers (issue 33): the estimates the customer's estimate page shows,
 * exactly, whatever the batches hold, so every route can filter its answer by them.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;
let projectId: string;
let secondVersionId: string;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
  projectId = seeded.projectA.id;
  secondVersionId = (await addVersion(subject, projectId, 'Version A2', 2)).id;
});
afterAll(() => subject.close());

async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await call(method, url, viewers.designer, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

async function calculatedBatch(name: string) {
  const batch = await ok('POST', `/project/${projectId}/create-new-batch`, { name });
  const url = `/project/${projectId}/batches/${batch.id}`;
  await ok('POST', `${url}/update-parameters`, usParams);
  const estimates: { id: string; designVersionId: string }[] = await ok(
    'POST',
    `${url}/calculate-batch-estimate`,
  );
  return { id: batch.id as string, url, estimates };
}

const shown = async () =>
  [...(await estimateIdsShownToCustomers(subject.app.database.db, projectId))].sort();

/** The estimates GET /project/{id}/estimate shows customer A. */
async function onEstimatePage() {
  const response = await call('GET', `/project/${projectId}/estimate`, viewers.customerA);
  const page = customerEstimateSchema.parse(response.json());
  return page.designVersions.map((version) => version.estimate!.id).sort();
}

describe('estimateIdsShownToCustomers', () => {
  it('is empty for a project with nothing published or pinned, drafts or not', async () => {
    expect(
      await estimateIdsShownToCustomers(
        subject.app.database.db,
        (await addProject(subject, 'Empty')).id,
      ),
    ).toEqual(new Set());
    await calculatedBatch('Draft');
    expect(await shown()).toEqual([]);
    expect(await onEstimatePage()).toEqual([]);
  });

  it('is the pinned estimate alone', async () => {
    await pinVersion(subject, projectId, seeded.versionA.id);
    const pinned = await onEstimatePage();
    expect(pinned).toHaveLength(1);
    expect(await shown()).toEqual(pinned);
  });

  it("is each version's newest estimate in the published page's batch, as the page shows", async () => {
    const batch = await calculatedBatch('Published');
    const newest = await ok('POST', `${batch.url}/calculate-batch-estimate`);
    await ok('POST', `${batch.url}/create-estimate-page/${seeded.versionA.id}`, {
      slug: 'casey-rule',
    });
    const expected = newest.map((estimate: { id: string }) => estimate.id).sort();
    expect(expected).toHaveLength(2);
    expect(await shown()).toEqual(expected);
    expect(await onEstimatePage()).toEqual(expected);

    await calculatedBatch('Later draft');
    expect(await shown()).toEqual(expected);

    // A version taken out of the page's batch leaves the page, and the shown estimates.
    await subject.app.database.db
      .delete(batchDesignVersions)
      .where(
        and(
          eq(batchDesignVersions.batchId, batch.id),
          eq(batchDesignVersions.designVersionId, secondVersionId),
        ),
      );
    await subject.app.cache.invalidateProject(projectId);
    const left = await onEstimatePage();
    expect(left).toHaveLength(1);
    expect(await shown()).toEqual(left);
  });
});
