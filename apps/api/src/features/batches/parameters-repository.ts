import { normaliseEstimateParameters, type UpdateParametersRequest } from '@corner/contracts';
import type { ParameterSource } from '@corner/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, estimateParams } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../projects/index.js';

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

/**
 * Creates the batch's parameters (no estimateParamsId) or updates them. A save carrying an
 * older revision, or creating when parameters already exist, answers 409 and changes nothing.
 */
export async function saveParameters(
  db: Db,
  projectId: string,
  batchId: string,
  request: UpdateParametersRequest,
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
      return;
    }
    if (estimateParamsId !== batch.estimateParamsId) throw AppError.notFound('Estimate parameters');
    const [current] = await tx
      .select({ revision: estimateParams.revision })
      .from(estimateParams)
      .where(eq(estimateParams.id, estimateParamsId));
    if (revision !== undefined && revision !== current!.revision) throw stale();
    await tx
      .update(estimateParams)
      .set({ ...columnsOf(params), revision: current!.revision + 1, updatedAt: new Date() })
      .where(eq(estimateParams.id, estimateParamsId));
  });
}
