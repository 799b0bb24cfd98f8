import {
  adminCatalogItemSchema,
  adminContentListSchema,
  batchSchema,
  batchSummariesResponseSchema,
  currencyDecimals,
  customerEstimateSchema,
  estimateBreakdownsResponseSchema,
  estimateLineGroups,
  estimateViewResponseSchema,
  lineGroupOf,
  userProjectsResponseSchema,
  type Batch,
  type Estimate,
  type EstimateBreakdown,
} from '@corner/contracts';
import { demoEstimateIncluded, demoEstimatePageSlug } from '@corner/demo';
import { priceListVersion1 } from '@corner/pricing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, estimates, users } from '../../../db/schema.js';
import { builtInPriceList } from '../../price-lists/index.js';
import { rowsOf } from '../../../../test/helpers/database.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';

/*
 * Issue 23 point 5 on the demo data: the lines, drivers and included text of the estimates the
 * demo page and customer@'s page show, from the frozen snapshots (decision 34).
 */
let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
}, 180_000);
afterAll(() => subject.close());

const db = () => subject.app.database.db;
const admin = 'admin@corner.example';
const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const pageUrl = `/estimate-view/${demoEstimatePageSlug}`;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, email?: string, body?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (email) headers.cookie = await signInAs(subject, email);
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: body as never });
}

const get = (url: string, email?: string) => call('GET', url, email);

async function breakdowns(url: string, email?: string) {
  const response = await get(url, email);
  expect(response.statusCode, response.body).toBe(200);
  return estimateBreakdownsResponseSchema.parse(response.json());
}

async function pageItems() {
  const response = await get(pageUrl);
  expect(response.statusCode).toBe(200);
  return estimateViewResponseSchema.parse(response.json());
}

async function customerProjectId() {
  const [user] = await db().select().from(users).where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await get(`/user/${user!.id}/projects`, customer)).json(),
  );
  return list.find((project) => project.status === 'estimation')!.id;
}

async function demoBatch(projectId: string): Promise<Batch> {
  const list = batchSummariesResponseSchema.parse(
    (await get(`/project/${projectId}/batches`, designer)).json(),
  );
  for (const summary of list) {
    const batch = batchSchema.parse(
      (await get(`/project/${projectId}/batches/${summary.id}`, designer)).json(),
    );
    if (batch.createdEstimatePage?.estimateSlug === demoEstimatePageSlug) return batch;
  }
  throw new Error('no batch publishes the demo page');
}

/** An amount in the currency's smallest unit, as an integer: sums of these are exact. */
const units = (amount: number, estimate: Estimate) =>
  Math.round(amount * 10 ** currencyDecimals(estimate.currency));

const summaryLines = ['materialsCost', 'componentsCost', 'countertopCost'] as const;

/** Each summary line is exactly the sum of its lines' prices; lines come in group order. */
function expectLinesAddUp(breakdown: EstimateBreakdown, estimate: Estimate) {
  for (const field of summaryLines) {
    const lines = breakdown.lines.filter(
      (line) => lineGroupOf(line.category).summaryLine === field,
    );
    expect(lines.length, field).toBeGreaterThan(0);
    const sum = lines.reduce((total, line) => total + units(line.price, estimate), 0);
    expect(sum, `${field} of ${estimate.reference}`).toBe(units(estimate[field], estimate));
  }
  const groupIndexes = breakdown.lines.map((line) =>
    estimateLineGroups.indexOf(lineGroupOf(line.category)),
  );
  expect(groupIndexes).toEqual([...groupIndexes].sort((a, b) => a - b));
}

function expectDriversOf(breakdown: EstimateBreakdown, batch: Batch) {
  const params = batch.estimateParams!;
  const hasCountertop = breakdown.lines.some((line) => line.category === 'countertop');
  expect(breakdown.drivers).toEqual({
    size: params.size,
    country: params.country,
    usPart: params.usPart,
    distance: params.distance,
    deliveryType: params.deliveryType,
    assembled: params.assembled,
    countertopDeliverySeparated:
      params.isCountertopDeliverySeparated && params.country === 'us' && hasCountertop,
    currency: params.currency,
    dollarRate: params.currency === 'usd' ? '1' : String(Number(params.dollarRate)),
    priceListVersion: priceListVersion1.version,
  });
}

const reference = /^E-\d{4}-\d{4,}$/;
const includedUs = demoEstimateIncluded.find((item) => item.slot === 'estimate-included-us')!;

describe('GET /estimate-view/{slug}/breakdown on the demo page', () => {
  it("answers every estimate of the page, in the page's order, with lines adding up to its summary", async () => {
    const response = await get(`${pageUrl}/breakdown`);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const items = await pageItems();
    const answer = estimateBreakdownsResponseSchema.parse(response.json());
    expect(answer.map((each) => [each.designVersionId, each.estimateId])).toEqual(
      items.map((item) => [item.id, item.estimate.id]),
    );
    const batch = await demoBatch(await customerProjectId());
    for (const [index, breakdown] of answer.entries()) {
      const { estimate } = items[index]!;
      expectLinesAddUp(breakdown, estimate);
      expectDriversOf(breakdown, batch);
      expect(breakdown.included).toBe(includedUs.body);
      expect(estimate.reference).toMatch(reference);
    }
    expect(new Set(items.map((item) => item.estimate.reference)).size).toBe(items.length);
  });

  it("shows each line's picture and links public catalog items to their page", async () => {
    const [first] = await breakdowns(`${pageUrl}/breakdown`);
    const publicIds = new Set(
      (await db().select().from(catalogItems).where(eq(catalogItems.isPublic, true))).map(
        (row) => row.id,
      ),
    );
    for (const line of first!.lines) {
      expect(line.image, line.name).not.toBeNull();
      expect(line.quantity).toBeGreaterThan(0);
      expect(line.publicPath).toBe(
        line.catalogItemId && publicIds.has(line.catalogItemId)
          ? `/components/${line.category}/${line.catalogItemId}`
          : null,
      );
    }
    expect(first!.lines.some((line) => line.publicPath !== null)).toBe(true);
  });

  it('answers 404 for an unknown slug and what the page answers for a malformed one', async () => {
    expect((await get('/estimate-view/nobody-here/breakdown')).statusCode).toBe(404);
    for (const slug of ['x'.repeat(81), 'Upper-Case', '--']) {
      const page = await get(`/estimate-view/${slug}`);
      const breakdown = await get(`/estimate-view/${slug}/breakdown`);
      expect(breakdown.statusCode, slug).toBe(page.statusCode);
      expect([400, 404]).toContain(breakdown.statusCode);
    }
  });
});

describe('GET /project/{id}/estimate/breakdown', () => {
  it("answers customer@'s estimate with lines adding up, to customer@ and staff", async () => {
    const projectId = await customerProjectId();
    const page = customerEstimateSchema.parse(
      (await get(`/project/${projectId}/estimate`, customer)).json(),
    );
    const answer = await breakdowns(`/project/${projectId}/estimate/breakdown`, customer);
    expect(answer.map((each) => each.estimateId)).toEqual(
      page.designVersions.map((version) => version.estimate!.id),
    );
    expect(answer.length).toBeGreaterThan(0);
    const batch = await demoBatch(projectId);
    for (const [index, breakdown] of answer.entries()) {
      expectLinesAddUp(breakdown, page.designVersions[index]!.estimate!);
      expectDriversOf(breakdown, batch);
    }
    expect(await breakdowns(`/project/${projectId}/estimate/breakdown`, designer)).toEqual(answer);
  });

  it('answers 404 to another customer and 401 without a session', async () => {
    const url = `/project/${await customerProjectId()}/estimate/breakdown`;
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/project/not-a-uuid/estimate/breakdown', customer)).statusCode).toBe(404);
  });
});

describe('an issued estimate is frozen', () => {
  it('keeps lines, drivers and totals through a price-list change, a catalog edit and a line edit', async () => {
    const projectId = await customerProjectId();
    const before = await breakdowns(`${pageUrl}/breakdown`);
    const itemsBefore = await pageItems();
    const customerBefore = await breakdowns(`/project/${projectId}/estimate/breakdown`, customer);

    // A new price list, as an admin would save it.
    const { rates } = builtInPriceList;
    const saved = await call('POST', '/admin/price-lists', admin, {
      basedOnVersion: priceListVersion1.version,
      rates: { ...rates, assemblyRate: '0.31' },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    // A catalog item of a line on the page renamed and repriced.
    const line = before[0]!.lines.find((each) => each.catalogItemId)!;
    const itemUrl = `/admin/catalog-items/${line.catalogItemId}`;
    const item = adminCatalogItemSchema.parse((await get(itemUrl, admin)).json());
    const edited = await call('PUT', itemUrl, admin, {
      category: item.category,
      name: `${item.name} (renamed)`,
      description: item.description,
      unit: item.unit,
      unitPrice: Number(item.unitPrice) * 3 + 1,
      imageId: item.image?.id ?? null,
      isPublic: item.isPublic,
      revision: item.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // A design version's line edited after publishing.
    const lineUrl = `/admin/projects/${projectId}/design-versions/${before[0]!.designVersionId}/lines/${line.id}`;
    const quantity = await call('PUT', lineUrl, admin, { quantity: line.quantity + 5 });
    expect(quantity.statusCode, quantity.body).toBe(200);

    expect(await breakdowns(`${pageUrl}/breakdown`)).toEqual(before);
    const itemsAfter = await pageItems();
    expect(itemsAfter.map((each) => each.estimate)).toEqual(
      itemsBefore.map((each) => each.estimate),
    );
    expect(await breakdowns(`/project/${projectId}/estimate/breakdown`, customer)).toEqual(
      customerBefore,
    );
  });

  it('shows the new estimate, with a new reference, once the batch is calculated again', async () => {
    const projectId = await customerProjectId();
    const before = await breakdowns(`${pageUrl}/breakdown`);
    const itemsBefore = await pageItems();
    const batch = await demoBatch(projectId);
    const calculated = await call(
      'POST',
      `/project/${projectId}/batches/${batch.id}/calculate-batch-estimate`,
      designer,
    );
    expect(calculated.statusCode, calculated.body).toBe(200);
    const after = await breakdowns(`${pageUrl}/breakdown`);
    const itemsAfter = await pageItems();
    expect(after.map((each) => each.designVersionId)).toEqual(
      before.map((each) => each.designVersionId),
    );
    for (const [index, breakdown] of after.entries()) {
      const { estimate } = itemsAfter[index]!;
      expect(breakdown.estimateId).toBe(estimate.id);
      expect(breakdown.estimateId).not.toBe(before[index]!.estimateId);
      expect(estimate.reference).toMatch(reference);
      expect(estimate.reference).not.toBe(itemsBefore[index]!.estimate.reference);
      expectLinesAddUp(breakdown, estimate);
      // The new price list and the edited line are in the new estimate.
      expect(breakdown.drivers.priceListVersion).toBe(priceListVersion1.version + 1);
    }
    const editedLine = before[0]!.lines.find((each) => each.catalogItemId)!;
    const now = after[0]!.lines.find((each) => each.id === editedLine.id)!;
    expect(now.quantity).toBe(editedLine.quantity + 5);
    const all = await db().select({ reference: estimates.reference }).from(estimates);
    expect(new Set(all.map((row) => row.reference)).size).toBe(all.length);
  });
});

describe('the included text', () => {
  it("shows the slot's content item, and its edit on the next read", async () => {
    const url = `${pageUrl}/breakdown`;
    expect((await breakdowns(url))[0]!.included).toBe(includedUs.body);
    const list = adminContentListSchema.parse(
      (await get('/admin/content-items?page=1&pageSize=100', admin)).json(),
    );
    const item = list.items.find((each) => each.slot === 'estimate-included-us')!;
    const body = 'Sales tax is not included. Delivery to your address is.';
    const saved = await call('PUT', `/admin/content-items/${item.id}`, admin, {
      name: item.name,
      body,
      imageId: null,
      stageKey: null,
      projectId: null,
      slot: 'estimate-included-us',
      position: item.position,
      revision: item.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await breakdowns(url))[0]!.included).toBe(body);
    const projectId = await customerProjectId();
    const own = await breakdowns(`/project/${projectId}/estimate/breakdown`, customer);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((each) => each.included === body)).toBe(true);
  });
});

describe('estimate references', () => {
  it('are numbered in the year they are issued and keep counting', async () => {
    const next = async (issued: string) => {
      const [row] = await rowsOf<{ reference: string }>(
        db(),
        sql`select next_estimate_reference(${issued}::timestamptz) as reference`,
      );
      return row!.reference;
    };
    const first = await next('2031-06-01T10:00:00Z');
    const second = await next('2031-06-01T10:00:01Z');
    const third = await next('2032-01-01T00:00:00Z');
    expect(first).toMatch(/^E-2031-\d{4,}$/);
    const number = (ref: string) => Number(ref.split('-')[2]);
    expect(number(second)).toBe(number(first) + 1);
    expect(third).toBe(`E-2032-${String(number(first) + 2).padStart(4, '0')}`);
  });
});
