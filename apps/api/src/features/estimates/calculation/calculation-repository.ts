import { errorCodes, errorNames, estimateCostLines, maxEstimateAmount } from '@corner/contracts';
import {
  calculateEstimate,
  isStorable,
  pricingParametersOf,
  type EstimateCalculation,
} from '@corner/pricing';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  batchDesignVersions,
  batches,
  estimateParams,
  estimates,
  itemLines,
} from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { activePriceList } from '../../price-lists/index.js';
import { entityTrail, type Audited } from '../../audit/index.js';

type ParamsRow = typeof estimateParams.$inferSelect;

export const paramsMissing = () =>
  new AppError(
    errorCodes.estimateParamsMissing,
    `${errorNames[errorCodes.estimateParamsMissing]}: no batch holding this design version has estimate parameters`,
    409,
  );

const tooLarge = (currency: string) =>
  new AppError(
    errorCodes.estimateTooLarge,
    `${errorNames[errorCodes.estimateTooLarge]}: the estimate would be more than ${maxEstimateAmount} ${currency.toUpperCase()}, the most an estimate can hold; lower the quantities, the unit prices or the dollar rate`,
    409,
  );

/** 409 when an amount is more than its numeric(14, 2) column holds (it would fail to store). */
function assertStorable(result: EstimateCalculation) {
  if (!isStorable(result)) throw tooLarge(result.currency);
}

/**
 * Prices every given version with one parameter set and the active price list, and stores
 * the estimates with their snapshot (the price list's version and rates included), in one
 * read of lines and one insert whatever the number of versions. `now` is the calculation
 * date (the demo data backdates it).
 */
export async function calculateAndStore(
  tx: Tx,
  versionIds: string[],
  params: ParamsRow,
  batchId: string | null,
  now = new Date(),
) {
  if (versionIds.length === 0) return [];
  const lines = await tx
    .select()
    .from(itemLines)
    .where(inArray(itemLines.designVersionId, versionIds));
  const pricing = pricingParametersOf(params);
  const priceList = await activePriceList(tx);
  const rows = versionIds.map((designVersionId) => {
    const own = lines.filter((line) => line.designVersionId === designVersionId);
    const result = calculateEstimate(own, pricing, priceList, now);
    assertStorable(result);
    const money = (value: number) => String(value);
    return {
      // Numbered in the year it is issued, which the demo data backdates.
      reference: sql<string>`next_estimate_reference(${now.toISOString()}::timestamptz)`,
      designVersionId,
      batchId,
      currency: result.currency,
      materialsCost: money(result.materialsCost),
      componentsCost: money(result.componentsCost),
      countertopCost: money(result.countertopCost),
      assemblyCost: money(result.assemblyCost),
      deliveryCost: money(result.deliveryCost),
      measurementsCost: money(result.measurementsCost),
      installationCost: money(result.installationCost),
      totalCost: money(result.totalCost),
      validUntil: result.validUntil,
      priceListVersion: result.priceListVersion,
      snapshot: {
        params: pricing,
        dollarRate: result.dollarRate,
        priceList,
        lines: own,
      },
      createdAt: now,
    };
  });
  return tx.insert(estimates).values(rows).returning();
}

/**
 * The newest batch holding the version that has parameters, with them (PRODUCT.md 4): an
 * estimate made with a batch's parameters belongs to that batch.
 */
export async function paramsForVersion(db: Db, designVersionId: string) {
  const [row] = await db
    .select({ params: estimateParams, batchId: batches.id, batchName: batches.name })
    .from(batches)
    .innerJoin(batchDesignVersions, eq(batchDesignVersions.batchId, batches.id))
    .innerJoin(estimateParams, eq(estimateParams.id, batches.estimateParamsId))
    .where(
      and(
        eq(batchDesignVersions.designVersionId, designVersionId),
        isNotNull(batches.estimateParamsId),
      ),
    )
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(1);
  return row ?? null;
}

type EstimateRow = typeof estimates.$inferSelect;

/** How the audit trail records an estimate calculated (issue 39): amounts as stored. */
const estimateTrail = entityTrail<EstimateRow & { projectId: string }>({
  kind: 'estimate',
  label: (row) => row.reference,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'currency', label: 'Currency' },
    ...estimateCostLines,
    { field: 'totalCost', label: 'Total' },
    { field: 'validUntil', label: 'Valid until' },
    { field: 'priceListVersion', label: 'Price list version' },
  ],
});

/** Records one version's estimate just calculated, with every amount it holds. */
export async function recordCalculated(
  tx: Tx,
  audit: Audited,
  estimate: EstimateRow,
  about: { projectId: string; versionName: string; batchName: string },
) {
  await estimateTrail.changed(
    tx,
    audit,
    `calculated estimate ${estimate.reference} of ${about.versionName} in batch ${about.batchName}`,
    null,
    { ...estimate, projectId: about.projectId },
  );
}
