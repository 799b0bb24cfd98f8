import {
  formatMoney,
  maxEstimateAmount,
  roundMoney,
  type PreviewTotal,
  type PriceListPreview,
  type PriceListRates,
} from '@corner/contracts';
import { previewEstimate, pricingParametersOf, type EstimatePreview } from '@corner/pricing';
import { Decimal } from 'decimal.js';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  estimateParams,
  itemLines,
  projects,
  reservations,
} from '../../db/schema.js';
import { activePriceList } from './price-lists-repository.js';

/*
 * What a draft price list would do to the open batches (decision 55), priced by the pricing
 * package's `previewEstimate`: the functions Calculate runs, on the same stored parameters and
 * lines, once with the active list and once with the draft. Reads only.
 */

/** At most this many open batches are priced, the newest first; the rest are counted. */
export const previewBatchLimit = 50;

/**
 * An open batch (decision 55.1): its parameters are set, so Calculate can price it; it has no
 * estimate page, so no customer has been shown its estimates; its project holds no reserved
 * spot, so its estimate is not agreed. Only such a batch is priced again with a new list.
 */
const isOpen = sql`${batches.estimateParamsId} is not null
  and not exists (select 1 from ${estimatePages} where ${estimatePages.batchId} = ${batches.id})
  and not exists (select 1 from ${reservations}
    where ${reservations.projectId} = ${batches.projectId} and ${reservations.refundedAt} is null)`;

function totalOf(preview: EstimatePreview): PreviewTotal {
  if (preview.kind === 'priced') return { kind: 'priced', totalCost: preview.estimate.totalCost };
  if (preview.kind === 'too-large') {
    return {
      kind: 'refused',
      reason: `an amount over ${formatMoney(maxEstimateAmount, preview.currency)}, the most an estimate holds`,
    };
  }
  return { kind: 'refused', reason: preview.reason };
}

/** `after − before`, exact, rounded to the currency's decimals by the money module. */
function differenceOf(before: PreviewTotal, after: PreviewTotal, currency: string) {
  if (before.kind !== 'priced' || after.kind !== 'priced') return null;
  return roundMoney(new Decimal(after.totalCost).minus(before.totalCost), currency).toNumber();
}

export async function previewPriceList(db: Db, rates: PriceListRates): Promise<PriceListPreview> {
  const active = await activePriceList(db);
  const draft = { ...rates, version: active.version + 1 };
  const [open, [counted]] = await Promise.all([
    db
      .select({
        batchId: batches.id,
        batchName: batches.name,
        projectId: projects.id,
        projectName: projects.name,
        params: estimateParams,
      })
      .from(batches)
      .innerJoin(estimateParams, eq(estimateParams.id, batches.estimateParamsId))
      .innerJoin(projects, eq(projects.id, batches.projectId))
      .where(isOpen)
      .orderBy(desc(batches.createdAt), desc(batches.id))
      .limit(previewBatchLimit),
    db.select({ total: count() }).from(batches).where(isOpen),
  ]);
  const batchIds = open.map((row) => row.batchId);
  const versions =
    batchIds.length === 0
      ? []
      : await db
          .select({
            batchId: batchDesignVersions.batchId,
            id: designVersions.id,
            name: designVersions.name,
            createdAt: designVersions.createdAt,
          })
          .from(batchDesignVersions)
          .innerJoin(designVersions, eq(designVersions.id, batchDesignVersions.designVersionId))
          .where(inArray(batchDesignVersions.batchId, batchIds))
          .orderBy(asc(designVersions.createdAt), asc(designVersions.id));
  const versionIds = [...new Set(versions.map((version) => version.id))];
  const lines =
    versionIds.length === 0
      ? []
      : await db.select().from(itemLines).where(inArray(itemLines.designVersionId, versionIds));
  const now = new Date();
  return {
    activeVersion: active.version,
    batches: open.map((batch) => {
      const currency = pricingParametersOf(batch.params).currency;
      return {
        projectId: batch.projectId,
        projectName: batch.projectName,
        batchId: batch.batchId,
        batchName: batch.batchName,
        currency,
        versions: versions
          .filter((version) => version.batchId === batch.batchId)
          .map((version) => {
            const own = lines.filter((line) => line.designVersionId === version.id);
            const current = totalOf(previewEstimate(own, batch.params, active, now));
            const proposed = totalOf(previewEstimate(own, batch.params, draft, now));
            return {
              designVersionId: version.id,
              name: version.name,
              createdAt: version.createdAt.toISOString(),
              current,
              proposed,
              difference: differenceOf(current, proposed, currency),
            };
          }),
      };
    }),
    moreBatches: Math.max(0, (counted?.total ?? 0) - open.length),
  };
}
