import type { Batch } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys, batchPath } from './keys';

/** GET /project/{id}/batches/{batchId}: a batch with its versions, parameters and page. */
export function getBatch(projectId: string, batchId: string, signal?: AbortSignal) {
  return api.get<Batch>(batchPath(projectId, batchId), { signal });
}

export function getBatchQueryOptions(projectId: string, batchId: string) {
  return queryOptions({
    queryKey: batchesKeys.detail(projectId, batchId),
    queryFn: ({ signal }) => getBatch(projectId, batchId, signal),
    ...queryPresets.designData,
  });
}

export function useBatch(projectId: string, batchId: string) {
  return useQuery(getBatchQueryOptions(projectId, batchId));
}
