import { batchSchema, batchSummariesResponseSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../../db/schema.js';
import {
  addVersion,
  seedDomain,
  viewers,
  type ViewerRole,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let queries: string[] = [];

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  seeded = await seedDomain(subject);
});
afterAll(() => subject.close());

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (as) headers.cookie = await signInAs(subject, as);
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
}

const createIn = (projectId: string, as: string | undefined, payload: unknown) =>
  call('POST', `/project/${projectId}/create-new-batch`, as, payload);

async function batchCount(projectId: string) {
  const rows = await subject.app.database.db
    .select()
    .from(batches)
    .where(eq(batches.projectId, projectId));
  return rows.length;
}

describe('batches', () => {
  it('creates a batch holding every design version, then lists and answers it', async () => {
    const created = await createIn(seeded.projectA.id, viewers.designer, { name: ' First ' });
    expect(created.statusCode).toBe(201);
    const batch = batchSchema.parse(created.json());
    expect(batch).toMatchObject({ name: 'First', estimateParams: null, createdEstimatePage: null });
    expect(batch.designVersions.map((version) => version.id)).toEqual([seeded.versionA.id]);
    const list = await call('GET', `/project/${seeded.projectA.id}/batches`, viewers.admin);
    expect(batchSummariesResponseSchema.parse(list.json())).toEqual([
      expect.objectContaining({ id: batch.id, designVersionsCount: 1, isEstimateParams: false }),
    ]);
  });

  it('answers by role: 401 anonymous, 403 customers (even their own project), 200 staff', async () => {
    const expected: Record<ViewerRole, number> = {
      anonymous: 401,
      customerA: 403,
      customerB: 403,
      designer: 200,
      admin: 200,
    };
    for (const [role, email] of Object.entries(viewers)) {
      const response = await call('GET', `/project/${seeded.projectA.id}/batches`, email);
      expect([role, response.statusCode]).toEqual([role, expected[role as ViewerRole]]);
    }
    const before = await batchCount(seeded.projectA.id);
    expect((await createIn(seeded.projectA.id, viewers.customerA, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(await batchCount(seeded.projectA.id)).toBe(before);
  });

  it('refuses bad input with a 4xx and a message, changing nothing', async () => {
    const before = await batchCount(seeded.projectA.id);
    for (const payload of [{ name: '   ' }, {}, { name: 3 }, { name: 'ok', extra: true }]) {
      const response = await createIn(seeded.projectA.id, viewers.designer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await createIn(unknown, viewers.designer, { name: 'ok' })).statusCode).toBe(404);
    expect(await batchCount(seeded.projectA.id)).toBe(before);
  });

  it("never answers another project's batch", async () => {
    const created = await createIn(seeded.projectB.id, viewers.admin, { name: 'B' });
    const batchId = created.json().id as string;
    const url = `/project/${seeded.projectA.id}/batches/${batchId}`;
    expect((await call('GET', url, viewers.admin)).statusCode).toBe(404);
    expect(
      (await call('GET', `/project/${seeded.projectA.id}/batches/nope`, viewers.admin)).statusCode,
    ).toBe(404);
  });

  it('reads a batch in as many queries whatever its size', async () => {
    const count = async (batchId: string) => {
      const cookie = await signInAs(subject, viewers.designer);
      await subject.app.cache.invalidateProject(seeded.projectA.id); // count the database path
      queries = [];
      const url = `/api/v1/project/${seeded.projectA.id}/batches/${batchId}`;
      expect((await subject.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
      return queries.length;
    };
    const small = (await createIn(seeded.projectA.id, viewers.designer, { name: 'S' })).json();
    for (let index = 0; index < 5; index += 1) {
      await addVersion(subject, seeded.projectA.id, `More ${index}`, 10);
    }
    const large = (await createIn(seeded.projectA.id, viewers.designer, { name: 'L' })).json();
    expect(large.designVersions).toHaveLength(6);
    const smallCount = await count(small.id);
    expect(smallCount).toBeGreaterThan(0);
    expect(await count(large.id)).toBe(smallCount);
  });
});
