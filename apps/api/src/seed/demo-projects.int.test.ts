import {
  batchSchema,
  batchSummariesResponseSchema,
  catalogCategories,
  estimateViewResponseSchema,
  estimatesResponseSchema,
  userProjectsResponseSchema,
  type Batch,
} from '@corner/contracts';
import { calculateEstimate, priceListVersion1 } from '@corner/pricing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEstimatePageSlug } from '@corner/demo';
import {
  deliveries,
  estimates,
  itemLines,
  priceLists,
  projects,
  substages,
  users,
} from '../db/schema.js';
import { signInAs, testOrigin } from '../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
}, 180_000);
afterAll(() => subject.close());

const db = () => subject.app.database.db;

async function get(url: string, email?: string) {
  const headers = email ? { cookie: await signInAs(subject, email) } : {};
  return subject.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function userId(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function projectsOf(email: string) {
  const response = await get(`/user/${await userId(email)}/projects`, email);
  expect(response.statusCode).toBe(200);
  return userProjectsResponseSchema.parse(response.json());
}

async function batchesOf(projectId: string): Promise<Batch[]> {
  const designer = 'designer@corner.example';
  const list = batchSummariesResponseSchema.parse(
    (await get(`/project/${projectId}/batches`, designer)).json(),
  );
  return Promise.all(
    list.map(async (summary) =>
      batchSchema.parse(
        (await get(`/project/${projectId}/batches/${summary.id}`, designer)).json(),
      ),
    ),
  );
}

/** What the pricing package makes of a version's stored lines with a batch's parameters. */
async function priced(versionId: string, batch: Batch, calculatedAt: string) {
  const lines = await db().select().from(itemLines).where(eq(itemLines.designVersionId, versionId));
  const { id: _id, revision: _revision, ...params } = batch.estimateParams!;
  return calculateEstimate(lines, params, priceListVersion1, new Date(calculatedAt));
}

const money = [
  'materialsCost',
  'componentsCost',
  'countertopCost',
  'assemblyCost',
  'deliveryCost',
  'measurementsCost',
  'installationCost',
  'totalCost',
] as const;

describe('demo projects', () => {
  it("lists exactly customer@'s two projects: one in estimation, one in design", async () => {
    const own = await projectsOf('customer@corner.example');
    expect(own.map(({ name, status, isDemo }) => ({ name, status, isDemo }))).toEqual([
      { name: 'Walker Family Kitchen', status: 'estimation', isDemo: false },
      { name: 'Walker Garden Studio', status: 'design', isDemo: false },
    ]);
  });

  it('shows other@ only their own project, and none of customer@', async () => {
    const own = await projectsOf('other@corner.example');
    expect(own.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Chen Loft Kitchen', status: 'estimation' },
    ]);
    const [casey] = await projectsOf('customer@corner.example');
    const other = 'other@corner.example';
    expect((await get(`/project/${casey!.id}`, other)).statusCode).toBe(404);
    const caseyId = await userId('customer@corner.example');
    expect((await get(`/user/${caseyId}/projects`, other)).statusCode).toBe(404);
    const versions = (await get(`/project/${own[0]!.id}/design-versions`, other)).json();
    expect(versions).toHaveLength(2);
    // Nothing published: other@ is shown the pinned version's estimate only (decision 48).
    const priced = versions.filter((version: { estimate: unknown }) => version.estimate !== null);
    expect(priced.map((version: { name: string }) => version.name)).toEqual(['Ash & Terrazzo']);
  });

  it('publishes demo-kitchen-estimate with totals the pricing package computes', async () => {
    const response = await get(`/estimate-view/${demoEstimatePageSlug}`);
    expect(response.statusCode).toBe(200);
    const items = estimateViewResponseSchema.parse(response.json());
    expect(items.map((item) => item.designVersionName)).toEqual([
      'Walnut Handleless',
      'Sage Shaker',
      'Oak & Brass',
    ]);
    const [family] = await projectsOf('customer@corner.example');
    const batch = (await batchesOf(family!.id)).find(
      (each) => each.createdEstimatePage?.estimateSlug === demoEstimatePageSlug,
    )!;
    expect(batch.estimateParams).toMatchObject({ country: 'us', currency: 'usd' });
    for (const item of items) {
      expect(item.projectId).toBe(family!.id);
      expect(item.renders).toHaveLength(2);
      const expected = await priced(item.id, batch, item.estimate.createdAt);
      for (const field of money) expect(item.estimate[field], field).toBe(expected[field]);
      expect(item.estimate.validUntil).toBe(expected.validUntil);
      expect(item.estimate.validUntil > new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('gives the estimation project a second batch for the EU, in EUR with a dollar rate', async () => {
    const [family] = await projectsOf('customer@corner.example');
    const batches = await batchesOf(family!.id);
    expect(batches).toHaveLength(2);
    const eu = batches.find((batch) => batch.estimateParams?.country === 'eu')!;
    expect(eu.estimateParams).toMatchObject({ currency: 'eur', dollarRate: '0.9215' });
    const stored = await db().select().from(estimates).where(eq(estimates.batchId, eu.id));
    expect(stored.length).toBeGreaterThan(0);
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${family!.id}/batches/${eu.id}/estimates`,
      headers: { origin: testOrigin, cookie: await signInAs(subject, 'designer@corner.example') },
      payload: { itemIds: stored.map((row) => row.id) },
    });
    expect(response.statusCode).toBe(200);
    const answered = estimatesResponseSchema.parse(response.json());
    expect(answered).toHaveLength(stored.length);
    for (const estimate of answered) {
      expect(estimate.currency).toBe('eur');
      expect(estimate.measurementsCost).toBeGreaterThan(0);
      const expected = await priced(estimate.designVersionId, eu, estimate.createdAt);
      for (const field of money) expect(estimate[field], field).toBe(expected[field]);
    }
  });

  it('fills every version with lines of all seven categories and two renders at most', async () => {
    const rows = await db().select().from(projects);
    expect(rows.filter((row) => row.isDemo)).toHaveLength(1);
    expect(rows.every((row) => row.startDate !== null)).toBe(true);
    for (const project of rows) {
      const versions = (
        await get(`/project/${project.id}/design-versions`, 'admin@corner.example')
      ).json();
      expect(versions.length).toBeGreaterThanOrEqual(2);
      for (const version of versions) {
        const lines = await db()
          .select()
          .from(itemLines)
          .where(inArray(itemLines.designVersionId, [version.id]));
        expect(new Set(lines.map((line) => line.category))).toEqual(new Set(catalogCategories));
        expect(lines.every((line) => line.catalogItemId && line.imageId)).toBe(true);
        expect(version.renders.attachments.length).toBeGreaterThanOrEqual(1);
        expect(version.renders.attachments.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('tells one story per project: a timeline past production was estimated, shown and reserved', async () => {
    const customer = 'customer@corner.example';
    const [, studio] = await projectsOf(customer);
    expect(studio!.name).toBe('Walker Garden Studio');
    const stages = (await get(`/project/${studio!.id}/stages`, customer)).json();
    expect(stages.reservation).not.toBeNull();
    const shown = (await get(`/project/${studio!.id}/estimate`, customer)).json();
    expect(shown.designVersions).toHaveLength(1);
    expect(shown.designVersions[0].estimate.totalCost).toBeGreaterThan(0);
    // Reserved before production began.
    const production = stages.stages.find((stage: { key: string }) => stage.key === 'production');
    expect(stages.reservation.reservedAt.slice(0, 10) < production.startDate).toBe(true);
    // Status design (the spec's routing), but where it is: delivery, on the list and dashboard.
    const listed = (await get('/projects', customer)).json();
    const item = listed.items.find((each: { id: string }) => each.id === studio!.id);
    expect([item.status, item.phase, stages.phase]).toEqual(['design', 'delivery', 'delivery']);
  });

  it("names the demo designer, with a phone, as every project's designer", async () => {
    for (const project of await db().select().from(projects)) {
      const designer = (
        await get(`/project/${project.id}/designer`, 'admin@corner.example')
      ).json();
      expect(designer).toEqual({
        name: 'Dana Reyes',
        email: 'designer@corner.example',
        phone: '+1 415 555 0142',
      });
    }
  });

  it('has the active price list, the timeline of every project and a tracked delivery', async () => {
    const [list] = await db().select().from(priceLists).where(eq(priceLists.isActive, true));
    expect(list).toMatchObject({ version: 1, rates: priceListVersion1 });
    const stages = await db().select().from(substages);
    expect(stages).toHaveLength(5 * (await db().$count(projects)));
    const [delivery] = await db().select().from(deliveries);
    expect(delivery!.trackingLink).toMatch(/^https:\/\//);
    const stage = stages.find((each) => each.id === delivery!.substageId)!;
    const today = new Date().toISOString().slice(0, 10);
    expect(stage.key).toBe('delivery');
    expect(stage.startDate <= today && today <= stage.endDate).toBe(true);
  });
});
