import {
  customerEstimateSchema,
  designVersionSchema,
  designVersionsResponseSchema,
} from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEstimate,
  addProject,
  addVersion,
  pinVersion,
  seedDomain,
  viewers,
  type ViewerRole,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let queries: string[] = [];

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  seeded = await seedDomain(subject, { lines: 4 });
});
afterAll(() => subject.close());

async function get(url: string, as?: string) {
  const headers = as ? { cookie: await signInAs(subject, as) } : {};
  return subject.app.inject({ url: `/api/v1${url}`, headers });
}

describe('GET /project/{id}/design-versions', () => {
  it('answers the versions with id lists, renders and a derived estimateStatus', async () => {
    const response = await get(`/project/${seeded.projectA.id}/design-versions`, viewers.customerA);
    const [version] = designVersionsResponseSchema.parse(response.json());
    expect(version).toMatchObject({
      id: seeded.versionA.id,
      projectId: seeded.projectA.id,
      estimateId: null,
      estimateStatus: 'not_calculated',
      estimate: null,
    });
    expect(version!.fronts).toHaveLength(1);
    expect(version!.countertops).toHaveLength(1);
    expect(version!.renders.attachments[0]!.filename).toBe('Version A.png');
    expect(version!.renders.attachments[0]!.width).toBeGreaterThan(0);
  });

  it('marks a version with an estimate completed and carries the estimate, to staff', async () => {
    const estimate = await addEstimate(subject, seeded.versionB.id);
    const url = `/project/${seeded.projectB.id}/design-versions/${seeded.versionB.id}`;
    const version = designVersionSchema.parse((await get(url, viewers.designer)).json());
    expect(version).toMatchObject({ estimateId: estimate.id, estimateStatus: 'completed' });
    expect(version.estimate).toMatchObject({ totalCost: 1350, deliveryCost: 1200 });
    // Neither published nor pinned: its customer is not shown it (decision 48).
    const customer = designVersionSchema.parse((await get(url, viewers.customerB)).json());
    expect(customer).toMatchObject({ estimateId: null, estimateStatus: 'not_calculated' });
  });

  it('answers by role, and never through another project', async () => {
    const expected: Record<ViewerRole, number> = {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      designer: 200,
      admin: 200,
    };
    const { projectA, projectB, versionA, versionB } = seeded;
    for (const [role, email] of Object.entries(viewers)) {
      const status = expected[role as ViewerRole];
      expect((await get(`/project/${projectA.id}/design-versions`, email)).statusCode).toBe(status);
      const one = await get(`/project/${projectA.id}/design-versions/${versionA.id}`, email);
      expect(one.statusCode).toBe(status);
    }
    const foreign = await get(
      `/project/${projectA.id}/design-versions/${versionB.id}`,
      viewers.admin,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await get(`/project/${projectB.id}/design-versions/nope`, viewers.admin);
    expect(bad.statusCode).toBe(404);
  });

  it('makes as many queries for many versions and lines as for one', async () => {
    const count = async () => {
      const cookie = await signInAs(subject, viewers.designer);
      await subject.app.cache.invalidateProject(seeded.projectA.id); // count the database path
      queries = [];
      const response = await subject.app.inject({
        url: `/api/v1/project/${seeded.projectA.id}/design-versions`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return queries.length;
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (let index = 0; index < 5; index += 1) {
      await addVersion(subject, seeded.projectA.id, `More ${index}`, 20);
    }
    expect(await count()).toBe(before);
  });
});

describe('GET /project/{id}/estimate', () => {
  it('shows its customer the pinned version, and hides it from others', async () => {
    const url = `/project/${seeded.projectB.id}/estimate`;
    const versionsShown = async () =>
      customerEstimateSchema
        .parse((await get(url, viewers.customerB)).json())
        .designVersions.map((version) => version.id);
    // Estimated but neither pinned nor published: a draft (decision 38).
    expect(await versionsShown()).toEqual([]);
    await pinVersion(subject, seeded.projectB.id, seeded.versionB.id);
    const answer = customerEstimateSchema.parse((await get(url, viewers.customerB)).json());
    expect(answer.estimatePageSlug).toBeNull();
    expect(answer.name).toBe(seeded.projectB.name);
    expect(await versionsShown()).toEqual([seeded.versionB.id]);
    expect((await get(url, viewers.customerA)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('follows the version staff pin, and keeps its estimate when it is calculated again', async () => {
    const project = await addProject(subject, 'Pinned kitchen');
    const first = await addVersion(subject, project.id, 'First', 1);
    const second = await addVersion(subject, project.id, 'Second', 1);
    const firstEstimate = await addEstimate(subject, first.id);
    await addEstimate(subject, second.id);
    const url = `/project/${project.id}/estimate`;
    const shown = async () =>
      customerEstimateSchema
        .parse((await get(url, viewers.designer)).json())
        .designVersions.map((version) => [version.name, version.estimate?.id]);
    expect(await shown()).toEqual([]);
    await pinVersion(subject, project.id, first.id);
    expect(await shown()).toEqual([['First', firstEstimate.id]]);
    const newer = await addEstimate(subject, first.id);
    expect(await shown()).toEqual([['First', firstEstimate.id]]);
    await pinVersion(subject, project.id, first.id);
    expect(await shown()).toEqual([['First', newer.id]]);
  });

  it('answers the empty state when no version has an estimate', async () => {
    const project = await addProject(subject, 'Empty kitchen');
    const answer = (await get(`/project/${project.id}/estimate`, viewers.designer)).json();
    expect(answer).toEqual({
      projectId: project.id,
      name: 'Empty kitchen',
      estimatePageSlug: null,
      designVersions: [],
    });
  });
});
