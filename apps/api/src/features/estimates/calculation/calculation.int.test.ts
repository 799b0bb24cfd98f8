import { estimateSchema, estimatesResponseSchema } from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, estimates } from '../../../db/schema.js';
import { addVersion, seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let queries: string[] = [];
const euInUsd = { country: 'eu', size: 'medium', distance: 'near', currency: 'usd' };

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  seeded = await seedDomain(subject);
});
afterAll(() => subject.close());

async function post(url: string, as: string | null, payload?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (as) headers.cookie = await signInAs(subject, as);
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

/** Batch names are unique per project (migration 0012): each batch is numbered. */
let batchNumber = 0;

async function batchWithParams(projectId: string) {
  batchNumber += 1;
  const batch = (
    await post(`/project/${projectId}/create-new-batch`, viewers.designer, {
      name: `B ${batchNumber}`,
    })
  ).json();
  await post(
    `/project/${projectId}/batches/${batch.id}/update-parameters`,
    viewers.designer,
    euInUsd,
  );
  return batch.id as string;
}

/** The audit trail's estimate rows, oldest first (issue 39). */
const estimateTrail = () =>
  subject.app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityKind, 'estimate'))
    .orderBy(asc(auditEvents.id));

const storedEstimates = async () => (await subject.app.database.db.select().from(estimates)).length;
const calculateOne = (as: string | null) =>
  post(
    `/project/${seeded.projectA.id}/design-versions/${seeded.versionA.id}/calculate-estimate`,
    as,
  );

describe('calculating estimates', () => {
  it('fails with EstimateParamsMissing while no batch of the version has parameters', async () => {
    const response = await calculateOne(viewers.designer);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('EstimateParamsMissing');
    expect(await storedEstimates()).toBe(0);
    expect(await estimateTrail()).toEqual([]);
  });

  it('refuses customers and anonymous callers and stores nothing', async () => {
    expect((await calculateOne(viewers.customerA)).statusCode).toBe(403);
    expect((await calculateOne(null)).statusCode).toBe(401);
    expect(await storedEstimates()).toBe(0);
  });

  it('calculates a batch by PRODUCT.md 5, with lines adding up to the total', async () => {
    const batchId = await batchWithParams(seeded.projectA.id);
    const url = `/project/${seeded.projectA.id}/batches/${batchId}/calculate-batch-estimate`;
    expect((await post(url, viewers.customerA)).statusCode).toBe(403);
    const response = await post(url, viewers.admin);
    const [estimate] = estimatesResponseSchema.parse(response.json());
    // 2 lines x 2 x 100.50: a front (materials) and a box (materials); medium eu near delivery.
    expect(estimate).toMatchObject({
      designVersionId: seeded.versionA.id,
      materialsCost: 402,
      deliveryCost: 1080,
      totalCost: 1482,
      currency: 'usd',
    });
    const single = await calculateOne(viewers.designer);
    const one = estimateSchema.parse(single.json());
    expect(one.totalCost).toBe(1482);

    // Issue 39: the batch's calculation as one row with each total; one version's with every
    // amount, as stored.
    const [batchRow, oneRow] = await estimateTrail();
    expect(batchRow).toMatchObject({
      actorEmail: viewers.admin,
      requestId: response.headers['x-request-id'],
      projectId: seeded.projectA.id,
      summary: `calculated 1 estimate in batch B ${batchNumber}`,
      entityId: batchId,
      changes: [
        {
          field: 'totalCost',
          label: `Version A ${estimate!.reference} total (USD)`,
          from: null,
          to: '1482.00',
        },
      ],
    });
    expect(oneRow).toMatchObject({
      actorEmail: viewers.designer,
      requestId: single.headers['x-request-id'],
      summary: `calculated estimate ${one.reference} of Version A in batch B ${batchNumber}`,
      entityId: one.id,
      entityLabel: one.reference,
    });
    expect(oneRow!.changes).toEqual([
      { field: 'currency', label: 'Currency', from: null, to: 'usd' },
      { field: 'materialsCost', label: 'Materials', from: null, to: '402.00' },
      { field: 'componentsCost', label: 'Components', from: null, to: '0.00' },
      { field: 'countertopCost', label: 'Countertop', from: null, to: '0.00' },
      { field: 'assemblyCost', label: 'Assembly', from: null, to: '0.00' },
      { field: 'deliveryCost', label: 'Delivery', from: null, to: '1080.00' },
      { field: 'measurementsCost', label: 'Measurements', from: null, to: '0.00' },
      { field: 'installationCost', label: 'Installation', from: null, to: '0.00' },
      { field: 'totalCost', label: 'Total', from: null, to: '1482.00' },
      { field: 'validUntil', label: 'Valid until', from: null, to: one.validUntil },
      { field: 'priceListVersion', label: 'Price list version', from: null, to: '1' },
    ]);
  });

  it('calculates a batch in as many queries whatever its size', async () => {
    const count = async (batchId: string) => {
      const cookie = await signInAs(subject, viewers.designer);
      queries = [];
      const url = `/api/v1/project/${seeded.projectB.id}/batches/${batchId}/calculate-batch-estimate`;
      const response = await subject.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: testOrigin },
      });
      expect(response.statusCode).toBe(200);
      return queries.length;
    };
    const small = await batchWithParams(seeded.projectB.id);
    for (let index = 0; index < 5; index += 1)
      await addVersion(subject, seeded.projectB.id, `V${index}`, 8);
    const large = await batchWithParams(seeded.projectB.id);
    const smallCount = await count(small);
    expect(smallCount).toBeGreaterThan(0);
    expect(await count(large)).toBe(smallCount);
    const rows = await subject.app.database.db
      .select()
      .from(estimates)
      .where(eq(estimates.batchId, large));
    expect(rows).toHaveLength(6);
  });
});
