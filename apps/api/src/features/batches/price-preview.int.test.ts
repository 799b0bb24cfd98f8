import {
  adminDesignVersionSchema,
  batchSchema,
  errorCodes,
  estimatesResponseSchema,
  priceListVersionSchema,
  type CatalogCategory,
  type PriceListRates,
  type UpdateParametersRequest,
} from '@corner/contracts';
import { estimateAmountNames, previewEstimate, priceListOf } from '@corner/pricing';
import type { Decimal } from 'decimal.js';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLines } from '../../db/schema.js';
import { builtInPriceList } from '../price-lists/index.js';
import { caller } from '../../../test/helpers/cache.js';
import { line, rates, request } from '../../../test/helpers/pricing-arbitraries.js';
import { addVersion, seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * The batches screen's live preview agrees with Calculate (issue 25.1, decision 41): for
 * generated item lines, parameters and price lists, what the browser computes from the
 * staff's reads (the version's lines, the active price list) and the editor's request is,
 * to the cent, what the real calculate route stores on this database; and where Calculate
 * refuses (an amount more than an estimate holds), the preview says it would.
 */

const runs = Number(process.env.PREVIEW_RUNS ?? 40);

let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let versionIds: string[] = [];
let batchUrl = '';

beforeAll(async () => {
  subject = await buildTestApp();
  call = caller(subject);
  const seeded = await seedDomain(subject);
  projectId = seeded.projectA.id;
  const second = await addVersion(subject, projectId, 'Version A2', 0);
  versionIds = [seeded.versionA.id, second.id];
  const batch = await call('POST', `/project/${projectId}/create-new-batch`, viewers.designer, {
    name: 'Preview',
  });
  batchUrl = `/project/${projectId}/batches/${batch.json<{ id: string }>().id}`;
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;

/** Replaces the versions' lines, as the back office would have stored them. */
async function storeLines(
  linesByVersion: { category: string; quantity: Decimal; unitPrice: Decimal }[][],
) {
  await db().delete(itemLines).where(inArray(itemLines.designVersionId, versionIds));
  const rows = linesByVersion.flatMap((lines, index) =>
    lines.map((each, position) => ({
      designVersionId: versionIds[index]!,
      category: each.category as CatalogCategory,
      name: `Line ${position + 1}`,
      quantity: each.quantity.toString(),
      unit: 'piece',
      unitPrice: each.unitPrice.toString(),
      position,
    })),
  );
  if (rows.length > 0) await db().insert(itemLines).values(rows);
}

async function saveRates(newRates: PriceListRates) {
  const lists = await call('GET', '/admin/price-lists/active', viewers.designer);
  const { version } = priceListVersionSchema.parse(lists.json());
  const saved = await call('POST', '/admin/price-lists', viewers.admin, {
    basedOnVersion: version,
    rates: newRates,
  });
  expect(saved.statusCode).toBe(201);
}

/** Saves the parameters through the route, as Save Changes does. */
async function saveParameters(params: UpdateParametersRequest) {
  const batch = batchSchema.parse((await call('GET', batchUrl, viewers.designer)).json());
  const stored = batch.estimateParams;
  const body = stored
    ? { ...params, estimateParamsId: stored.id, revision: stored.revision }
    : params;
  const saved = await call('POST', `${batchUrl}/update-parameters`, viewers.designer, body);
  expect(saved.statusCode, saved.body).toBe(200);
  const estimateIds = batch.designVersions.flatMap((version) =>
    version.estimateId ? [version.estimateId] : [],
  );
  if (estimateIds.length > 0) {
    const deleted = await call('POST', `${batchUrl}/delete-estimate`, viewers.designer, {
      itemIds: estimateIds,
    });
    expect(deleted.statusCode).toBe(200);
  }
}

/** What the browser computes: the staff's reads, then the pricing package. */
async function browserPreview(params: UpdateParametersRequest) {
  const active = (await call('GET', '/admin/price-lists/active', viewers.designer)).json();
  const priceList = priceListOf(priceListVersionSchema.parse(active));
  const previews = [];
  for (const versionId of versionIds) {
    const read = await call(
      'GET',
      `/admin/projects/${projectId}/design-versions/${versionId}`,
      viewers.designer,
    );
    const { lines } = adminDesignVersionSchema.parse(read.json());
    previews.push(previewEstimate(lines, params, priceList));
  }
  return previews;
}

describe('the live price preview', () => {
  it('reads the active price list for staff only', async () => {
    const answer = await call('GET', '/admin/price-lists/active', viewers.designer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(builtInPriceList);
    expect((await call('GET', '/admin/price-lists/active', viewers.customerA)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/admin/price-lists/active')).statusCode).toBe(401);
  });

  for (const currency of ['usd', 'eur', 'gbp'] as const) {
    it(`agrees with Calculate to the cent in ${currency} (property)`, async () => {
      let priced = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(line, { maxLength: 5 }), { minLength: 2, maxLength: 2 }),
          request(currency),
          rates,
          async (linesByVersion, params, newRates) => {
            await storeLines(linesByVersion);
            if (newRates) await saveRates(newRates);
            await saveParameters(params);
            const previews = await browserPreview(params);
            const calculated = await call(
              'POST',
              `${batchUrl}/calculate-batch-estimate`,
              viewers.designer,
            );

            if (previews.some((preview) => preview.kind === 'too-large')) {
              refused += 1;
              expect(calculated.statusCode).toBe(409);
              expect(calculated.json()).toMatchObject({ code: errorCodes.estimateTooLarge });
              return;
            }
            expect(calculated.statusCode, calculated.body).toBe(200);
            priced += 1;
            const stored = estimatesResponseSchema.parse(calculated.json());
            versionIds.forEach((versionId, index) => {
              const preview = previews[index]!;
              if (preview.kind !== 'priced') throw new Error(`preview ${preview.kind}`);
              const estimate = stored.find((each) => each.designVersionId === versionId)!;
              expect(estimate.currency).toBe(currency);
              for (const name of estimateAmountNames) {
                expect(preview.estimate[name], name).toBe(estimate[name]);
              }
            });
          },
        ),
        { numRuns: runs },
      );
      console.info(`${currency}: ${priced} priced, ${refused} refused`);
      expect(priced).toBeGreaterThan(0);
      expect(priced + refused).toBe(runs);
    });
  }
});
