import { estimateParamsMissingError } from '@corner/contracts';
import { calculateEstimate, priceListVersion1, type PricingParameters } from '@corner/pricing';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  estimateParams,
  estimates,
  itemLines,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

type ParamsRow = typeof estimateParams.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const paramsMissing = () =>
  AppError.conflict(
    `${estimateParamsMissingError}: no batch holding this design version has estimate parameters`,
  );

function pricingParameters(row: ParamsRow): PricingParameters {
  const { id: _id, revision: _revision, updatedAt: _updatedAt, ...params } = row;
  return params;
}

/**
 * Prices every given version with one parameter set and stores the estimates with their
 * snapshot, in one read and one insert whatever the number of versions. `now` is the
 * calculation date (the demo data backdates it).
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
  const pricing = pricingParameters(params);
  const rows = versionIds.map((designVersionId) => {
    const own = lines.filter((line) => line.designVersionId === designVersionId);
    const result = calculateEstimate(own, pricing, priceListVersion1, now);
    const money = (value: number) => String(value);
    return {
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
        priceList: priceListVersion1,
        lines: own,
      },
      createdAt: now,
    };
  });
  return tx.insert(estimates).values(rows).returning();
}

/** The parameters of the newest batch holding the version that has any (PRODUCT.md 4). */
export async function paramsForVersion(db: Db, designVersionId: string) {
  const [row] = await db
    .select({ params: estimateParams })
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
  return row?.params ?? null;
}
