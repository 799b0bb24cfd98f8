import type { BatchSummary } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys } from './keys';

/** GET /project/{id}/batches: the batch summaries of a project. */
export function getBatches(projectId: string, signal?: AbortSignal) {
  return api.get<BatchSummary[]>(`${projectPath(projectId)}/batches`, { signal });
}

export function getBatchesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: batchesKeys.list(projectId),
    queryFn: ({ signal }) => getBatches(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useBatches(projectId: string) {
  return useQuery(getBatchesQueryOptions(projectId));
}
