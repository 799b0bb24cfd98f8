import { normaliseEstimateParameters, type UpdateParametersRequest } from '@corner/contracts';
import type { ParameterSource } from '@corner/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, estimateParams } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../projects/index.js';
import { entityTrail, type Audited } from '../audit/index.js';

export type SavedParameters = Omit<UpdateParametersRequest, 'estimateParamsId' | 'revision'>;

/**
 * The columns of parameters, saved by the editor or a variant's (amounts as numbers or
 * decimal strings): the contracts' rules decide what applies.
 */
export function columnsOf(params: ParameterSource) {
  const normalised = normaliseEstimateParameters(params);
  const decimal = (amount: number | string | null | undefined) =>
    amount === null || amount === undefined ? null : String(amount);
  return {
    ...normalised,
    assembled: normalised.assembled ?? false,
    usPart: normalised.usPart ?? null,
    deliveryType: normalised.deliveryType ?? null,
    measurements: decimal(normalised.measurements),
    installation: decimal(normalised.installation),
  };
}

const stale = () => AppError.staleRevision('parameters');

type BatchRow = typeof batches.$inferSelect;
type ParamsRow = typeof estimateParams.$inferSelect;

/** A batch's parameters as the trail shows them: stored values, yes or no for a box. */
function shownParameters(batch: BatchRow, params: ParamsRow) {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return {
    id: batch.id,
    name: batch.name,
    projectId: batch.projectId,
    country: params.country,
    size: params.size,
    assembled: yesNo(params.assembled),
    usPart: params.usPart,
    distance: params.distance,
    deliveryType: params.deliveryType,
    isCountertopDeliverySeparated: yesNo(params.isCountertopDeliverySeparated),
    measurements: params.measurements,
    installation: params.installation,
    currency: params.currency,
    dollarRate: params.dollarRate,
  };
}

/**
 * How the audit trail records a batch's parameters (issue 39): as a change of the batch, each
 * parameter by the label the batches screen gives it, amounts and rates as stored.
 */
const parametersTrail = entityTrail<ReturnType<typeof shownParameters>>({
  kind: 'batch',
  label: (row) => row.name,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'country', label: 'Country' },
    { field: 'size', label: 'Size' },
    { field: 'assembled', label: 'Assembled' },
    { field: 'usPart', label: 'US part' },
    { field: 'distance', label: 'Distance' },
    { field: 'deliveryType', label: 'Delivery type' },
    { field: 'isCountertopDeliverySeparated', label: 'Countertop delivered separately' },
    { field: 'measurements', label: 'Measurements cost' },
    { field: 'installation', label: 'Installation cost' },
    { field: 'currency', label: 'Currency' },
    { field: 'dollarRate', label: 'Dollar rate' },
  ],
});

/**
 * Creates the batch's parameters (no estimateParamsId) or updates them. A save carrying an
 * older revision, or creating when parameters already exist, answers 409 and changes nothing.
 */
export async function saveParameters(
  db: Db,
  projectId: string,
  batchId: string,
  request: UpdateParametersRequest,
  audit: Audited,
) {
  const { estimateParamsId, revision, ...params } = request;
  await db.transaction(async (tx) => {
    const [batch] = isUuid(batchId)
      ? await tx
          .select()
          .from(batches)
          .where(and(eq(batches.id, batchId), eq(batches.projectId, projectId)))
          .for('update')
      : [];
    if (!batch) throw AppError.notFound('Batch');
    if (!estimateParamsId) {
      if (batch.estimateParamsId) throw stale();
      const [created] = await tx.insert(estimateParams).values(columnsOf(params)).returning();
      await tx
        .update(batches)
        .set({ estimateParamsId: created!.id })
        .where(eq(batches.id, batchId));
      await parametersTrail.changed(
        tx,
        audit,
        `set the parameters of batch ${batch.name}`,
        null,
        shownParameters(batch, created!),
      );
      return;
    }
    if (estimateParamsId !== batch.estimateParamsId) throw AppError.notFound('Estimate parameters');
    const [current] = await tx
      .select()
      .from(estimateParams)
      .where(eq(estimateParams.id, estimateParamsId));
    if (revision !== undefined && revision !== current!.revision) throw stale();
    const [saved] = await tx
      .update(estimateParams)
      .set({ ...columnsOf(params), revision: current!.revision + 1, updatedAt: new Date() })
      .where(eq(estimateParams.id, estimateParamsId))
      .returning();
    await parametersTrail.changed(
      tx,
      audit,
      `changed the parameters of batch ${batch.name}`,
      shownParameters(batch, current!),
      shownParameters(batch, saved!),
    );
  });
}
