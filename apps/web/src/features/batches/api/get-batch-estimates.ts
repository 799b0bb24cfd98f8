import type { BatchEstimate } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys, batchPath } from './keys';

/**
 * POST /project/{id}/batches/{batchId}/estimates: the batch's estimates by their ids, each
 * with the price list version it was calculated with (decision 55).
 */
export function getBatchEstimates(
  projectId: string,
  batchId: string,
  estimateIds: readonly string[],
  signal?: AbortSignal,
) {
  return api.post<BatchEstimate[]>(
    `${batchPath(projectId, batchId)}/estimates`,
    { itemIds: estimateIds },
    { signal },
  );
}

export function getBatchEstimatesQueryOptions(
  projectId: string,
  batchId: string,
  estimateIds: readonly string[],
) {
  return queryOptions({
    queryKey: batchesKeys.estimates(projectId, batchId, estimateIds),
    queryFn: ({ signal }) => getBatchEstimates(projectId, batchId, estimateIds, signal),
    ...queryPresets.designData,
  });
}

/** Asks only when the batch has estimates: no ids, no call. */
export function useBatchEstimates(
  projectId: string,
  batchId: string,
  estimateIds: readonly string[],
) {
  return useQuery({
    ...getBatchEstimatesQueryOptions(projectId, batchId, estimateIds),
    enabled: estimateIds.length > 0,
  });
}
