import type { Batch, RenameBatchRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

/** PUT /project/{id}/batches/{batchId}: a new name; another batch's name answers 409. */
export function renameBatch(projectId: string, batchId: string, request: RenameBatchRequest) {
  return api.put<Batch>(batchPath(projectId, batchId), request);
}

export function useRenameBatch(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenameBatchRequest) => renameBatch(projectId, batchId, request),
    onSuccess: () => refreshBatchesScreen(queryClient, projectId),
  });
}
