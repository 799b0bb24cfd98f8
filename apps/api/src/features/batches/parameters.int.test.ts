import { batchSchema } from '@corner/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { auditEvents, estimateParams } from '../../db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let projectId = '';
let batchId = '';
const eu = {
  country: 'eu',
  size: 'medium',
  distance: 'near',
  currency: 'eur',
  dollarRate: '0.9213',
};

beforeAll(async () => {
  subject = await buildTestApp();
  const seeded = await seedDomain(subject);
  projectId = seeded.projectA.id;
  const created = await post(`/project/${projectId}/create-new-batch`, viewers.designer, {
    name: 'Batch',
  });
  batchId = created.json().id;
});
afterAll(() => subject.close());

async function post(url: string, as: string | undefined, payload: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (as) headers.cookie = await signInAs(subject, as);
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

const save = (payload: unknown, as: string | null = viewers.designer) =>
  post(`/project/${projectId}/batches/${batchId}/update-parameters`, as ?? undefined, payload);

async function currentParams() {
  const cookie = await signInAs(subject, viewers.admin);
  const url = `/api/v1/project/${projectId}/batches/${batchId}`;
  return batchSchema.parse((await subject.app.inject({ url, headers: { cookie } })).json())
    .estimateParams;
}

/** What the audit trail holds of the batch, oldest first: the batch's own rows. */
const batchTrail = () =>
  subject.app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'batch'), eq(auditEvents.entityId, batchId)))
    .orderBy(asc(auditEvents.id));

describe('POST .../update-parameters', () => {
  it('refuses customers and anonymous callers', async () => {
    expect((await save(eu, viewers.customerA)).statusCode).toBe(403);
    expect((await save(eu, viewers.customerB)).statusCode).toBe(403);
    expect((await save(eu, null)).statusCode).toBe(401);
    expect(await currentParams()).toBeNull();
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const bad = [
      { ...eu, dollarRate: '0.92131' },
      { ...eu, dollarRate: null },
      { ...eu, size: 'huge' },
      { ...eu, colour: 'red' },
      { country: 'us', size: 'small', distance: 'far', currency: 'usd' },
      { ...eu, measurements: '12' },
    ];
    for (const payload of bad) {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(await currentParams()).toBeNull();
    expect((await batchTrail()).map((row) => row.summary)).toEqual(['added batch Batch']);
  });

  it('creates the parameters, then saves them with their revision', async () => {
    const created = batchSchema.parse((await save({ ...eu, measurements: 120.5 })).json());
    expect(created.estimateParams).toMatchObject({
      country: 'eu',
      dollarRate: '0.9213',
      measurements: 120.5,
      usPart: null,
      revision: 1,
    });
    const { id, revision } = created.estimateParams!;
    const us = {
      country: 'us',
      size: 'large',
      distance: 'far',
      usPart: 'west',
      deliveryType: 'air freight',
      currency: 'usd',
    };
    const saved = await save({ ...us, estimateParamsId: id, revision, measurements: 99 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().estimateParams).toMatchObject({
      country: 'us',
      measurements: null,
      dollarRate: '1.0000',
      revision: 2,
    });

    // Issue 39: each parameter that changed, by its label, amounts and rates as stored.
    const [added, set, changed] = await batchTrail();
    expect(added!.summary).toBe('added batch Batch');
    expect(set).toMatchObject({
      summary: 'set the parameters of batch Batch',
      actorEmail: viewers.designer,
      projectId,
    });
    expect(set!.changes).toEqual(
      expect.arrayContaining([
        { field: 'currency', label: 'Currency', from: null, to: 'eur' },
        { field: 'dollarRate', label: 'Dollar rate', from: null, to: '0.9213' },
        { field: 'measurements', label: 'Measurements cost', from: null, to: '120.50' },
      ]),
    );
    expect(changed).toMatchObject({
      summary: 'changed the parameters of batch Batch',
      requestId: saved.headers['x-request-id'],
    });
    expect(changed!.changes).toEqual([
      { field: 'country', label: 'Country', from: 'eu', to: 'us' },
      { field: 'size', label: 'Size', from: 'medium', to: 'large' },
      { field: 'usPart', label: 'US part', from: null, to: 'west' },
      { field: 'distance', label: 'Distance', from: 'near', to: 'far' },
      { field: 'deliveryType', label: 'Delivery type', from: null, to: 'air freight' },
      { field: 'measurements', label: 'Measurements cost', from: '120.50', to: null },
      { field: 'currency', label: 'Currency', from: 'eur', to: 'usd' },
      { field: 'dollarRate', label: 'Dollar rate', from: '0.9213', to: '1.0000' },
    ]);
  });

  it('answers 409 to a stale save or a second create, and keeps what was saved', async () => {
    const before = await currentParams();
    const recorded = (await batchTrail()).length;
    const stale = await save({
      ...eu,
      estimateParamsId: before!.id,
      revision: before!.revision - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await save(eu)).statusCode).toBe(409);
    expect(await currentParams()).toEqual(before);
    const foreign = await save({ ...eu, estimateParamsId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(404);
    expect(await batchTrail()).toHaveLength(recorded);
  });
});

describe('estimate parameters in the database', () => {
  const insert = (values: Partial<typeof estimateParams.$inferInsert>) =>
    subject.app.database.db
      .insert(estimateParams)
      .values({ country: 'eu', size: 'small', distance: 'near', currency: 'eur', ...values });

  it('hold the rules as facts: a positive rate, and a rate whenever the currency is not usd', async () => {
    await expect(insert({ dollarRate: '0.9' })).resolves.toBeDefined();
    for (const broken of [
      { dollarRate: null },
      { dollarRate: '0' },
      { currency: 'usd' as const, dollarRate: '0.9' },
      { country: 'us' as const, dollarRate: '0.9' },
      { country: 'us' as const, currency: 'usd' as const, dollarRate: '1', measurements: '10' },
      { dollarRate: '0.9', usPart: 'west' as const },
    ]) {
      await expect(insert(broken), JSON.stringify(broken)).rejects.toThrow();
    }
  });
});
