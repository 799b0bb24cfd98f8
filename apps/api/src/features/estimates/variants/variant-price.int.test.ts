import {
  batchSchema,
  catalogCategories,
  choiceKeysOf,
  defaultChoiceOf,
  estimateBreakdownsResponseSchema,
  madeVersionSchema,
  variantRequestSchema,
  variantRequestsSchema,
  type CatalogCategory,
  type OptionGroupRequest,
  type UpdateParametersRequest,
} from '@corner/contracts';
import { changedChoices, estimateAmountNames, priceVariant } from '@corner/pricing';
import type { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, estimates, itemLines } from '../../../db/schema.js';
import { caller } from '../../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { decimal, line, rates, request } from '../../../../test/helpers/pricing-arbitraries.js';

/*
 * Issue 37's acceptance (decision 61): for generated versions, options and price lists, the
 * variant the customer's browser prices (the pricing package on the breakdown's answer) is, to
 * the cent, what 'Make a version from it' then stores, through the real routes, on this
 * database. Price lists change only before the estimate: a change after it is the one case the
 * two may differ, and the staff's check says so (variant-requests.int.test.ts).
 */

const runs = Number(process.env.VARIANT_RUNS ?? 10);

let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let versionId = '';
let batchUrl = '';

beforeAll(async () => {
  subject = await buildTestApp({ env: { VARIANT_REQUESTS_PER_MINUTE: '10000' } });
  call = caller(subject);
  const seeded = await seedDomain(subject);
  projectId = seeded.projectA.id;
  versionId = seeded.versionA.id;
  const batch = await call('POST', `/project/${projectId}/create-new-batch`, viewers.designer, {
    name: 'Variants',
  });
  batchUrl = `/project/${projectId}/batches/${batch.json<{ id: string }>().id}`;
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;
type Line = { category: CatalogCategory; quantity: Decimal; unitPrice: Decimal };

/** The version's lines, and catalog items to offer, each priced as generated. */
async function storeLines(lines: Line[]) {
  await db().delete(itemLines).where(eq(itemLines.designVersionId, versionId));
  const rows = await db()
    .insert(itemLines)
    .values(
      lines.map((each, position) => ({
        designVersionId: versionId,
        category: each.category,
        name: `Line ${position + 1}`,
        quantity: each.quantity.toString(),
        unit: 'piece',
        unitPrice: each.unitPrice.toString(),
        position,
      })),
    )
    .returning();
  return rows;
}

let itemCount = 0;
async function catalogItem(category: CatalogCategory, unitPrice: Decimal) {
  itemCount += 1;
  const [row] = await db()
    .insert(catalogItems)
    .values({
      category,
      name: `Option ${itemCount}`,
      slug: `option-${itemCount}`,
      unit: 'piece',
      unitPrice: unitPrice.toFixed(2),
    })
    .returning();
  return row!.id;
}

async function estimateWith(params: UpdateParametersRequest, newRates: unknown) {
  if (newRates) {
    const active = await call('GET', '/admin/price-lists/active', viewers.designer);
    const saved = await call('POST', '/admin/price-lists', viewers.admin, {
      basedOnVersion: active.json<{ version: number }>().version,
      rates: newRates,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const batch = batchSchema.parse((await call('GET', batchUrl, viewers.designer)).json());
  const stored = batch.estimateParams;
  const body = stored
    ? { ...params, estimateParamsId: stored.id, revision: stored.revision }
    : params;
  const saved = await call('POST', `${batchUrl}/update-parameters`, viewers.designer, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return call('POST', `${batchUrl}/calculate-batch-estimate`, viewers.designer);
}

const unitPrice = fc.integer({ min: 0, max: 2_000_000 }).map((cents) => decimal(cents, 2));
const options = fc.record({
  alternatives: fc.array(unitPrice, { minLength: 1, maxLength: 3 }),
  optional: fc.boolean(),
  added: fc.array(
    fc.record({
      category: fc.constantFrom(...catalogCategories),
      unitPrice,
      quantity: fc.integer({ min: 1, max: 20_000 }).map((milli) => decimal(milli, 3).toNumber()),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  /** Which choice of each group the customer takes, as an index into its choices. */
  picks: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
});

describe('a variant’s price', () => {
  for (const currency of ['usd', 'eur', 'gbp'] as const) {
    it(`is what Make a version stores, to the cent, in ${currency} (property)`, async () => {
      let made = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(line, { minLength: 1, maxLength: 4 }),
          request(currency),
          rates,
          options,
          async (lines, params, newRates, offered) => {
            const rows = await storeLines(lines);
            const calculated = await estimateWith(params, newRates);
            if (calculated.statusCode === 409) return; // too large to store: nothing to vary
            expect(calculated.statusCode, calculated.body).toBe(200);
            const pinned = await call(
              'PUT',
              `/admin/projects/${projectId}/active-design-version`,
              viewers.designer,
              {
                designVersionId: versionId,
              },
            );
            expect(pinned.statusCode, pinned.body).toBe(200);

            const swapped = rows[0]!;
            const groups: OptionGroupRequest[] = [
              {
                label: 'Swap',
                kind: 'swap',
                lineId: swapped.id,
                optional: offered.optional,
                catalogItemIds: await Promise.all(
                  offered.alternatives.map((price) => catalogItem(swapped.category, price)),
                ),
              },
              {
                label: 'Add',
                kind: 'add',
                items: await Promise.all(
                  offered.added.map(async (item) => ({
                    catalogItemId: await catalogItem(item.category, item.unitPrice),
                    quantity: item.quantity,
                  })),
                ),
              },
              { label: 'Assembly', kind: 'assembly' },
              { label: 'Delivery', kind: 'delivery-type' },
              { label: 'Countertop', kind: 'countertop-delivery' },
            ];
            const saved = await call(
              'PUT',
              `/admin/projects/${projectId}/design-versions/${versionId}/options`,
              viewers.designer,
              { groups },
            );
            expect(saved.statusCode, saved.body).toBe(200);

            // The customer's browser: the page's answer, the customer's picks, the pricing package.
            const answer = await call(
              'GET',
              `/project/${projectId}/estimate/breakdown`,
              viewers.customerA,
            );
            const shown = estimateBreakdownsResponseSchema
              .parse(answer.json())
              .find((item) => item.designVersionId === versionId)!;
            const { base, groups: offeredGroups, priceList } = shown.options!;
            const picked = Object.fromEntries(
              offeredGroups.map((group, index) => {
                const keys = choiceKeysOf(group, base.params);
                return [group.id, keys[offered.picks[index]! % keys.length]!];
              }),
            );
            const assembly = offeredGroups.find((group) => group.kind === 'assembly')!;
            const choices = Object.keys(changedChoices(offeredGroups, base, picked)).length
              ? picked
              : {
                  ...picked,
                  [assembly.id]: choiceKeysOf(assembly, base.params).find(
                    (key) => key !== defaultChoiceOf(assembly, base.params),
                  )!,
                };
            const browser = priceVariant(base, offeredGroups, choices, priceList);
            if (browser.kind !== 'priced') return; // the page says it cannot price it

            const asked = await call(
              'POST',
              `/project/${projectId}/variant-requests`,
              viewers.customerA,
              {
                estimateId: shown.estimateId,
                choices,
                shownTotal: browser.estimate.totalCost,
              },
            );
            expect(asked.statusCode, asked.body).toBe(201);
            const { id } = variantRequestSchema.parse(asked.json());
            const listed = variantRequestsSchema
              .parse(
                (
                  await call('GET', `/project/${projectId}/variant-requests`, viewers.designer)
                ).json(),
              )
              .find((each) => each.id === id)!;
            expect(listed.check).toMatchObject({ kind: 'priced', difference: 0 });

            const response = await call(
              'POST',
              `/project/${projectId}/variant-requests/${id}/make-version`,
              viewers.designer,
              { revision: listed.revision, confirmedTotal: browser.estimate.totalCost },
            );
            expect(response.statusCode, response.body).toBe(201);
            const result = madeVersionSchema.parse(response.json());
            const [stored] = await db()
              .select()
              .from(estimates)
              .where(eq(estimates.id, result.estimateId));
            for (const name of estimateAmountNames) {
              expect(Number(stored![name]), name).toBe(browser.estimate[name]);
            }
            expect(stored!.currency).toBe(currency);
            made += 1;
          },
        ),
        { numRuns: runs },
      );
      console.info(`${currency}: ${made} of ${runs} variants made`);
      expect(made).toBeGreaterThan(0);
    });
  }
});
