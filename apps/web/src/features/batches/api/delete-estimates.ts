import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';

/** POST /project/{id}/batches/{batchId}/delete-estimate: removes the given estimates. */
export function deleteEstimates(projectId: string, batchId: string, estimateIds: string[]) {
  return api.post<{ deleted: number }>(`${batchPath(projectId, batchId)}/delete-estimate`, {
    itemIds: estimateIds,
  });
}

export function useDeleteEstimates(projectId: string, batchId: string) {
  return useMutation({
    mutationFn: (estimateIds: string[]) => deleteEstimates(projectId, batchId, estimateIds),
  });
}
