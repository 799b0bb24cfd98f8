import { batchSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatePages, estimates } from '../../db/schema.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const base = { a: '', b: '' };
const ids = { a: '', b: '' };

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  for (const [key, projectId] of [
    ['a', seeded.projectA.id],
    ['b', seeded.projectB.id],
  ] as const) {
    const batch = (
      await post(`/project/${projectId}/create-new-batch`, viewers.designer, { name: 'B' })
    ).json();
    base[key] = `/project/${projectId}/batches/${batch.id}`;
    const params = {
      country: 'us',
      size: 'small',
      distance: 'near',
      usPart: 'east',
      deliveryType: 'shipping',
      currency: 'usd',
    };
    await post(`${base[key]}/update-parameters`, viewers.designer, params);
    ids[key] = (await post(`${base[key]}/calculate-batch-estimate`, viewers.designer)).json()[0].id;
  }
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
const count = async (table: typeof estimates | typeof estimatePages) =>
  (await subject.app.database.db.select().from(table)).length;

describe('estimates of a batch', () => {
  it('gives each batch its own estimate of a version, not the newest of any batch', async () => {
    const projectId = seeded.projectA.id;
    const newer = (
      await post(`/project/${projectId}/create-new-batch`, viewers.designer, { name: 'EU' })
    ).json();
    const newerBase = `/project/${projectId}/batches/${newer.id}`;
    const eu = { country: 'eu', size: 'large', distance: 'far', currency: 'usd' };
    await post(`${newerBase}/update-parameters`, viewers.designer, eu);
    const newerId = (
      await post(`${newerBase}/calculate-batch-estimate`, viewers.designer)
    ).json()[0].id;
    const read = async (url: string) =>
      batchSchema.parse(
        (
          await subject.app.inject({
            url: `/api/v1${url}`,
            headers: { cookie: await signInAs(subject, viewers.designer) },
          })
        ).json(),
      );
    expect((await read(base.a)).designVersions.map((v) => v.estimateId)).toEqual([ids.a]);
    expect((await read(newerBase)).designVersions.map((v) => v.estimateId)).toEqual([newerId]);
  });

  it("answers the batch's own estimates by ids, never another project's", async () => {
    const response = await post(`${base.a}/estimates`, viewers.admin, {
      itemIds: [ids.a, ids.b, 'x'],
    });
    expect(response.json().map((each: { id: string }) => each.id)).toEqual([ids.a]);
    expect(
      (await post(`${base.a}/estimates`, viewers.customerA, { itemIds: [ids.a] })).statusCode,
    ).toBe(403);
    expect((await post(`${base.a}/estimates`, viewers.admin, { itemIds: 'x' })).statusCode).toBe(
      400,
    );
  });

  it("deletes only the batch's own estimates, and nothing for customers", async () => {
    const before = await count(estimates);
    expect(
      (await post(`${base.a}/delete-estimate`, viewers.customerA, { itemIds: [ids.a] })).statusCode,
    ).toBe(403);
    const foreign = await post(`${base.a}/delete-estimate`, viewers.designer, { itemIds: [ids.b] });
    expect(foreign.json()).toEqual({ deleted: 0 });
    expect(await count(estimates)).toBe(before);
    const own = await post(`${base.a}/delete-estimate`, viewers.designer, { itemIds: [ids.a] });
    expect(own.json()).toEqual({ deleted: 1 });
    expect(await count(estimates)).toBe(before - 1);
  });
});

describe('create-estimate-page', () => {
  it('publishes a page with a slug, refusing blank, malformed and duplicate slugs', async () => {
    const url = `${base.b}/create-estimate-page/${seeded.versionB.id}`;
    for (const slug of ['  ', 'Has Space', 'ab']) {
      const bad = await post(url, viewers.designer, { slug });
      expect(bad.statusCode).toBe(400);
    }
    expect((await post(url, viewers.customerB, { slug: 'olivia-estimate' })).statusCode).toBe(403);
    expect(await count(estimatePages)).toBe(0);
    const created = await post(url, viewers.designer, { slug: 'olivia-estimate' });
    expect(created.statusCode).toBe(201);
    expect(batchSchema.parse(created.json()).createdEstimatePage?.estimateSlug).toBe(
      'olivia-estimate',
    );
    expect((await post(url, viewers.designer, { slug: 'olivia-estimate' })).statusCode).toBe(409);
    const foreignVersion = `${base.b}/create-estimate-page/${seeded.versionA.id}`;
    expect((await post(foreignVersion, viewers.designer, { slug: 'other-slug' })).statusCode).toBe(
      404,
    );
    expect(await count(estimatePages)).toBe(1);
  });
});
