import {
  customerEstimateSchema,
  estimateBreakdownsResponseSchema,
  madeVersionSchema,
  userProjectsResponseSchema,
  variantRequestSchema,
  variantRequestsSchema,
  type EstimateBreakdown,
  type VariantChoices,
} from '@corner/contracts';
import { priceListVersion1, priceVariant } from '@corner/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  batches,
  designVersions,
  estimates,
  mailOutbox,
  priceLists,
  users,
  variantRequests,
} from '../../../db/schema.js';
import { caller } from '../../../../test/helpers/cache.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { auditRowsOf } from '../../../../test/helpers/audit-rows.js';

/*
 * Issue 37 point 3 on the demo data: customer@ asks for a variant of the estimate they are
 * shown, at the price their page showed; designer@ makes a version from it; the customer's
 * page then shows the new estimate at that price, and the customer is mailed.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const db = () => subject.app.database.db;

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
  call = caller(subject);
  const [user] = await db().select().from(users).where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await call('GET', `/user/${user!.id}/projects`, customer)).json(),
  );
  projectId = list.find((project) => project.status === 'estimation')!.id;
}, 180_000);
afterAll(() => subject.close());

async function shownWithOptions(): Promise<EstimateBreakdown> {
  const response = await call('GET', `/project/${projectId}/estimate/breakdown`, customer);
  expect(response.statusCode, response.body).toBe(200);
  return estimateBreakdownsResponseSchema.parse(response.json()).find((item) => item.options)!;
}

/** What the customer's browser shows for these choices: the pricing package on the page's answer. */
function browserTotal(breakdown: EstimateBreakdown, choices: VariantChoices) {
  const { base, groups, priceList } = breakdown.options!;
  const priced = priceVariant(base, groups, choices, priceList);
  if (priced.kind !== 'priced') throw new Error(priced.kind);
  return priced.estimate.totalCost;
}

function itemKey(breakdown: EstimateBreakdown, groupId: string, name: string) {
  const group = breakdown.options!.groups.find((candidate) => candidate.id === groupId)!;
  return 'items' in group ? group.items.find((item) => item.name === name)!.id : '';
}

const url = () => `/project/${projectId}/variant-requests`;

const trailOf = (response: { headers: Record<string, unknown> }) => auditRowsOf(db(), response);

async function mailsTo(email: string, subjectStart: string) {
  const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.filter((row) => row.subject.startsWith(subjectStart));
}

describe('asking for a variant', () => {
  it('records the choice at the price shown and mails the project’s designer', async () => {
    const breakdown = await shownWithOptions();
    const choices = { worktop: itemKey(breakdown, 'worktop', 'Solid Oak Worktop 40 mm') };
    const shownTotal = browserTotal(breakdown, choices);
    const response = await call('POST', url(), customer, {
      estimateId: breakdown.estimateId,
      choices: { ...choices, assembly: 'assembled' },
      shownTotal,
    });
    expect(response.statusCode, response.body).toBe(201);
    const asked = variantRequestSchema.parse(response.json());
    // Only what differs from the estimate is kept (the demo estimate is assembled already).
    expect(asked.choices).toEqual(choices);
    expect(asked.chosen).toEqual([{ group: 'Worktop', choice: 'Solid Oak Worktop 40 mm' }]);
    expect(asked.shownTotal).toBe(shownTotal);
    const [mail] = await mailsTo(designer, 'Variant asked for: Walker Family Kitchen');
    expect(mail?.text).toContain('Worktop: Solid Oak Worktop 40 mm');
    // The customer's act is recorded: the choice in words, the total shown exact.
    expect(await trailOf(response)).toMatchObject([
      {
        actorEmail: customer,
        actorRole: 'customer',
        summary: `asked for a variant of ${asked.estimateReference}`,
        entityKind: 'variant-request',
        entityId: asked.id,
        projectId,
        changes: [
          {
            field: 'choices.worktop',
            label: 'Option Worktop',
            from: null,
            to: 'Solid Oak Worktop 40 mm',
          },
          {
            field: 'shownTotal',
            label: `Total shown (${asked.currency.toUpperCase()})`,
            from: null,
            to: shownTotal.toFixed(2),
          },
        ],
      },
    ]);
  });

  it('keeps one open request per version per customer: asking again updates it', async () => {
    const breakdown = await shownWithOptions();
    const choices = {
      front: itemKey(breakdown, 'front', 'Ash Fluted Front'),
      pantry: itemKey(breakdown, 'pantry', 'Pull-Out Pantry 300'),
    };
    const response = await call('POST', url(), customer, {
      estimateId: breakdown.estimateId,
      choices,
      shownTotal: browserTotal(breakdown, choices),
    });
    expect(response.statusCode, response.body).toBe(201);
    const open = await db()
      .select()
      .from(variantRequests)
      .where(
        and(
          eq(variantRequests.designVersionId, breakdown.designVersionId),
          isNull(variantRequests.closedAt),
        ),
      );
    expect(open).toHaveLength(1);
    expect(open[0]!.choices).toEqual(choices);
    expect(open[0]!.revision).toBe(2);
    const [again] = await trailOf(response);
    expect(again).toMatchObject({
      summary: `asked again for a variant of ${variantRequestSchema.parse(response.json()).estimateReference}`,
      entityId: open[0]!.id,
    });
    expect(again!.changes).toContainEqual({
      field: 'choices.worktop',
      label: 'Option Worktop',
      from: 'Solid Oak Worktop 40 mm',
      to: null,
    });
  });

  it.each([
    [
      'an option the estimate does not offer',
      { nowhere: 'x' },
      'This estimate offers no option "nowhere"',
    ],
    [
      'a choice the option does not have',
      { worktop: 'granite' },
      'The option "Worktop" has no choice "granite"',
    ],
    [
      'nothing other than the estimate',
      { worktop: 'designed' },
      'Choose at least one option other than the estimate’s',
    ],
  ])('refuses %s with 400, and records nothing', async (_case, choices, message) => {
    const breakdown = await shownWithOptions();
    const before = await db().select().from(variantRequests);
    const recorded = await db().$count(auditEvents);
    const response = await call('POST', url(), customer, {
      estimateId: breakdown.estimateId,
      choices,
      shownTotal: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await db().select().from(variantRequests)).toEqual(before);
    expect(await db().$count(auditEvents)).toBe(recorded);
  });

  it('is for the project’s customers, on estimates they are shown', async () => {
    const breakdown = await shownWithOptions();
    const body = {
      estimateId: breakdown.estimateId,
      choices: { assembly: 'not-assembled' },
      shownTotal: 1,
    };
    expect((await call('POST', url(), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url(), other, body)).statusCode).toBe(404);
    expect((await call('POST', url(), designer, body)).statusCode).toBe(403);
    // Oak & Brass's EUR estimate is a draft: customers are not shown it.
    const [draft] = await db()
      .select({ id: estimates.id })
      .from(estimates)
      .innerJoin(batches, eq(batches.id, estimates.batchId))
      .where(eq(batches.name, 'Lisbon apartment (EUR)'));
    const response = await call('POST', url(), customer, { ...body, estimateId: draft!.id });
    expect(response.statusCode).toBe(404);
  });

  it('lists a customer’s own requests without staff’s check, and staff’s with it', async () => {
    const own = variantRequestsSchema.parse((await call('GET', url(), customer)).json());
    expect(own).toHaveLength(1);
    expect(own[0]!.check).toBeNull();
    const staff = variantRequestsSchema.parse((await call('GET', url(), designer)).json());
    expect(staff[0]!.check).toMatchObject({ kind: 'priced', difference: 0, why: null });
    expect((await call('GET', url(), other)).statusCode).toBe(404);
  });
});

describe('making a version from it', () => {
  async function theRequest() {
    const [request] = variantRequestsSchema.parse((await call('GET', url(), designer)).json());
    return request!;
  }
  const makeUrl = (id: string) => `${url()}/${id}/make-version`;
  const versionCount = async () => (await db().select().from(designVersions)).length;

  it('refuses a total other than the one the server would store, and makes nothing', async () => {
    const request = await theRequest();
    const versions = await versionCount();
    const response = await call('POST', makeUrl(request.id), designer, {
      revision: request.revision,
      confirmedTotal: request.shownTotal + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('read the request again');
    expect(await versionCount()).toBe(versions);
    const stale = await call('POST', makeUrl(request.id), designer, {
      revision: request.revision - 1,
      confirmedTotal: request.shownTotal,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call('POST', makeUrl(request.id), customer, { revision: 1, confirmedTotal: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('shows a new price list as a difference, with why, before anything is made', async () => {
    const rates = { ...priceListVersion1, version: 2, assemblyRate: '0.15' };
    await db().update(priceLists).set({ isActive: false });
    await db().insert(priceLists).values({ version: 2, rates, isActive: true });
    const request = await theRequest();
    expect(request.check).toMatchObject({
      kind: 'priced',
      priceListVersion: 2,
      shownPriceListVersion: 1,
    });
    if (request.check?.kind !== 'priced') throw new Error('not priced');
    expect(request.check.difference).toBeGreaterThan(0);
    expect(request.check.why).toBe(
      'the price list has changed since the estimate (version 1, now 2)',
    );
    await db().delete(priceLists).where(eq(priceLists.version, 2));
    await db().update(priceLists).set({ isActive: true }).where(eq(priceLists.version, 1));
  });

  it('makes the version at the price shown, shows it on the customer’s page and mails them', async () => {
    const request = await theRequest();
    const estimateRow = () =>
      db().select().from(estimates).where(eq(estimates.id, request.estimateId));
    const before = await estimateRow();
    const response = await call('POST', makeUrl(request.id), designer, {
      revision: request.revision,
      confirmedTotal: request.check?.kind === 'priced' ? request.check.total : -1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = madeVersionSchema.parse(response.json());
    expect(made.total).toBe(request.shownTotal);
    const trail = await trailOf(response);
    expect(trail.map((row) => [row.entityKind, row.actorEmail])).toEqual([
      ['design-version', designer],
      ['estimate-page', designer],
      ['variant-request', designer],
    ]);
    expect(trail[0]).toMatchObject({ entityId: made.designVersionId, projectId });
    expect(trail[2]).toMatchObject({
      entityId: request.id,
      summary: `made design version ${trail[0]!.entityLabel} from the variant ${customer} asked for`,
    });
    expect(trail[2]!.changes).toContainEqual({
      field: 'totalCost',
      label: `Total (${request.currency.toUpperCase()})`,
      from: null,
      to: made.total.toFixed(2),
    });
    expect(made.pageSlug).toMatch(/^demo-kitchen-estimate-[0-9a-f]{4}$/);

    const page = customerEstimateSchema.parse(
      (await call('GET', `/project/${projectId}/estimate`, customer)).json(),
    );
    const shown = page.designVersions.find((version) => version.id === made.designVersionId);
    expect(shown?.estimate?.totalCost).toBe(request.shownTotal);
    const [mail] = await mailsTo(customer, 'Your variant is now an estimate');
    expect(mail?.text).toContain(`/estimate/${made.pageSlug}`);
    expect(variantRequestsSchema.parse((await call('GET', url(), designer)).json())).toEqual([]);
    const again = await call('POST', makeUrl(request.id), designer, {
      revision: request.revision,
      confirmedTotal: made.total,
    });
    expect(again.statusCode).toBe(409);
    // The estimate the customer chose from stays as it was issued.
    expect(await estimateRow()).toEqual(before);
  });
});
