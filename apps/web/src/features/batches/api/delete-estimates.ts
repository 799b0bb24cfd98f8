import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

/** POST /project/{id}/batches/{batchId}/delete-estimate: removes the given estimates. */
export function deleteEstimates(projectId: string, batchId: string, estimateIds: string[]) {
  return api.post<{ deleted: number }>(`${batchPath(projectId, batchId)}/delete-estimate`, {
    itemIds: estimateIds,
  });
}

/** Succeeded or not, the screen is fetched again (spec section 4); nobody waits for it. */
export function useDeleteEstimates(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimateIds: string[]) => deleteEstimates(projectId, batchId, estimateIds),
    onSettled: () => {
      void refreshBatchesScreen(queryClient, projectId);
    },
  });
}
