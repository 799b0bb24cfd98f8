import { cacheInvalidationSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designVersions, users } from '../../db/schema.js';
import { viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { caller, dataQuery, seedWithBatch, usParams } from '../../../test/helpers/cache.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedWithBatch>>;
let call: ReturnType<typeof caller>;
let queries: string[] = [];

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  seeded = await seedWithBatch(subject);
  call = caller(subject);
});
afterAll(() => subject.close());

/** Reads twice; the second answer must come from the cache (no query for the data). */
async function cachedRead(url: string, as: string | undefined = viewers.designer) {
  const first = await call('GET', url, as);
  expect(first.statusCode).toBe(200);
  queries = [];
  const second = await call('GET', url, as);
  expect(second.statusCode).toBe(200);
  expect(queries.filter((query) => dataQuery.test(query))).toEqual([]);
  expect(second.json()).toEqual(first.json());
  return second.json();
}

const read = async (url: string, as: string | undefined = viewers.designer) =>
  (await call('GET', url, as)).json();

describe('the read-model cache (in process)', () => {
  let estimateId = '';

  it('drops a cached batch when its parameters are saved', async () => {
    expect((await cachedRead(seeded.batchUrl)).estimateParams).toBeNull();
    const saved = await call('POST', `${seeded.batchUrl}/update-parameters`, viewers.designer, {
      ...usParams,
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(seeded.batchUrl)).estimateParams).toMatchObject({ country: 'us' });
  });

  it('drops the cached batch list when a batch is created', async () => {
    expect(await cachedRead(`${seeded.projectUrl}/batches`)).toHaveLength(1);
    const created = await call('POST', `${seeded.projectUrl}/create-new-batch`, viewers.admin, {
      name: 'Second',
    });
    expect(created.statusCode).toBe(201);
    expect(await read(`${seeded.projectUrl}/batches`)).toHaveLength(2);
  });

  it('drops the cached design versions when a batch is calculated', async () => {
    const url = `${seeded.projectUrl}/design-versions`;
    expect((await cachedRead(url))[0].estimateStatus).toBe('not_calculated');
    const calculated = await call(
      'POST',
      `${seeded.batchUrl}/calculate-batch-estimate`,
      viewers.designer,
    );
    expect(calculated.statusCode).toBe(200);
    estimateId = calculated.json()[0].id;
    const [version] = await read(url);
    expect(version).toMatchObject({ estimateStatus: 'completed', estimateId });
  });

  it('drops the cached estimate view when an estimate is deleted', async () => {
    const page = await call(
      'POST',
      `${seeded.batchUrl}/create-estimate-page/${seeded.versionA.id}`,
      viewers.designer,
      { slug: 'casey-cached' },
    );
    expect(page.statusCode).toBe(201);
    const [item] = await cachedRead('/estimate-view/casey-cached', undefined);
    expect(item.estimate.id).toBe(estimateId);
    const deleted = await call('POST', `${seeded.batchUrl}/delete-estimate`, viewers.designer, {
      itemIds: [estimateId],
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect(await read('/estimate-view/casey-cached', undefined)).toEqual([]);
  });

  it('drops a cached design version and the view when one version is calculated', async () => {
    const url = `${seeded.projectUrl}/design-versions/${seeded.versionA.id}`;
    expect((await cachedRead(url)).estimateId).toBeNull();
    expect(await cachedRead('/estimate-view/casey-cached', undefined)).toEqual([]);
    const calculated = await call('POST', `${url}/calculate-estimate`, viewers.designer);
    expect(calculated.statusCode).toBe(200);
    expect((await read(url)).estimateId).toBe(calculated.json().id);
    expect(await read('/estimate-view/casey-cached', undefined)).toHaveLength(1);
  });

  it('drops a cached batch when its estimate page is created', async () => {
    const batches = `${seeded.projectUrl}/batches`;
    const [second] = await read(batches);
    expect(second.name).toBe('Second');
    expect((await cachedRead(`${batches}/${second.id}`)).createdEstimatePage).toBeNull();
    const page = await call(
      'POST',
      `${batches}/${second.id}/create-estimate-page/${seeded.versionA.id}`,
      viewers.designer,
      { slug: 'casey-second' },
    );
    expect(page.statusCode).toBe(201);
    const batch = await read(`${batches}/${second.id}`);
    expect(batch.createdEstimatePage.estimateSlug).toBe('casey-second');
  });

  it('checks permissions before answering from the cache', async () => {
    const versions = `${seeded.projectUrl}/design-versions`;
    await cachedRead(versions);
    expect((await call('GET', versions, viewers.customerB)).statusCode).toBe(404);
    expect((await call('GET', versions)).statusCode).toBe(401);
    expect((await call('GET', versions, viewers.customerA)).statusCode).toBe(200);
    await cachedRead(seeded.batchUrl);
    expect((await call('GET', seeded.batchUrl, viewers.customerA)).statusCode).toBe(403);
    expect((await call('GET', seeded.batchUrl)).statusCode).toBe(401);
    const [customerA] = await subject.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, viewers.customerA));
    await cachedRead(`/user/${customerA!.id}/projects`, viewers.customerA);
    const foreign = await call('GET', `/user/${customerA!.id}/projects`, viewers.customerB);
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps the breakdowns as their pages, dropped with them and by a content write', async () => {
    const publicUrl = '/estimate-view/casey-cached/breakdown';
    const ownUrl = `${seeded.projectUrl}/estimate/breakdown`;
    const [shown] = await cachedRead(publicUrl, undefined);
    expect(shown.included).toBe('');
    // The customer's page shows the newest page (casey-second, nothing estimated in it yet).
    const page = await read(`${seeded.projectUrl}/estimate`, viewers.customerA);
    expect(await cachedRead(ownUrl, viewers.customerA)).toHaveLength(page.designVersions.length);
    expect((await call('GET', ownUrl, viewers.customerB)).statusCode).toBe(404);

    // A content write: the included text shows on the next read of both.
    const created = await call('POST', '/admin/content-items', viewers.admin, {
      name: 'What a US estimate includes',
      body: 'Sales tax is not included.',
      slot: 'estimate-included-us',
    });
    expect(created.statusCode).toBe(201);
    expect((await read(publicUrl, undefined))[0].included).toBe('Sales tax is not included.');

    // What drops the page drops its breakdown: here, the design versions' refresh call.
    await cachedRead(publicUrl, undefined);
    await cachedRead(ownUrl, viewers.customerA);
    const dropped = await call(
      'DELETE',
      `/cache/projects/project/${seeded.projectA.id}/design-versions`,
      viewers.admin,
    );
    expect(dropped.statusCode).toBe(200);
    queries = [];
    await read(publicUrl, undefined);
    await read(ownUrl, viewers.customerA);
    expect(queries.filter((query) => /"estimates"/.test(query)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the five cache calls', () => {
  const invalidate = async (url: string, as: string | undefined = viewers.admin) => {
    const response = await call('DELETE', `/cache/projects${url}`, as);
    expect(response.statusCode).toBe(200);
    return cacheInvalidationSchema.parse(response.json()).invalidated;
  };
  const project = () => `/project/${seeded.projectA.id}`;

  /** Fills the cache with the project's five read models. */
  async function fill() {
    await invalidate(project());
    await cachedRead(`${seeded.projectUrl}/design-versions`);
    await cachedRead(`${seeded.projectUrl}/design-versions/${seeded.versionA.id}`);
    await cachedRead(`${seeded.projectUrl}/batches`);
    await cachedRead(seeded.batchUrl);
    await cachedRead('/estimate-view/casey-cached', undefined);
  }

  it('drops what they name, and answer how many entries went', async () => {
    await fill();
    expect(await invalidate(`${project()}/design-versions`)).toBe(3); // list, version, view
    expect(await invalidate(`${project()}/batches`)).toBe(2); // list, batch
    await fill();
    expect(await invalidate(`${project()}/batch/${seeded.batchId}`, viewers.designer)).toBe(2);
    // design-version list and version, batches list, and the record every access check reads
    expect(await invalidate(project())).toBe(4);
    expect(await invalidate(project())).toBe(0);
  });

  it("drops a user's projects list by id or by e-mail", async () => {
    const [customerA] = await subject.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, viewers.customerA));
    await cachedRead(`/user/${customerA!.id}/projects`, viewers.customerA);
    expect(await invalidate(`/${encodeURIComponent(viewers.customerA)}`)).toBe(1);
    await cachedRead(`/user/${customerA!.id}/projects`, viewers.designer);
    expect(await invalidate(`/${customerA!.id}`)).toBe(1);
    expect(await invalidate(`/${customerA!.id}`)).toBe(0);
  });

  it('makes the next read fresh after a change the cache was not told of', async () => {
    const url = `${seeded.projectUrl}/design-versions`;
    await cachedRead(url);
    await subject.app.database.db
      .update(designVersions)
      .set({ name: 'Renamed by the back office' })
      .where(eq(designVersions.id, seeded.versionA.id));
    expect((await read(url))[0].name).toBe('Version A');
    await invalidate(`${project()}/design-versions`);
    expect((await read(url))[0].name).toBe('Renamed by the back office');
  });

  it('are for staff only: 401 anonymous, 403 customers', async () => {
    const urls = [
      `/${viewers.customerA}`,
      project(),
      `${project()}/design-versions`,
      `${project()}/batches`,
      `${project()}/batch/${seeded.batchId}`,
    ];
    for (const url of urls) {
      const status = async (as?: string) =>
        (await call('DELETE', `/cache/projects${url}`, as)).statusCode;
      expect(await status(), url).toBe(401);
      expect(await status(viewers.customerA), url).toBe(403);
      expect(await status(viewers.customerB), url).toBe(403);
      expect(await status(viewers.designer), url).toBe(200);
      expect(await status(viewers.admin), url).toBe(200);
    }
  });

  it('answer 404 for what does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const foreignBatch = `/project/${seeded.projectB.id}/batch/${seeded.batchId}`;
    for (const url of [
      '/nobody@corner.test',
      `/${missing}`,
      `/project/${missing}`,
      '/project/not-a-uuid/batches',
      `${project()}/batch/${missing}`,
      `${project()}/batch/nope`,
      foreignBatch,
    ]) {
      const response = await call('DELETE', `/cache/projects${url}`, viewers.admin);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatch(/not found/);
    }
  });
});
