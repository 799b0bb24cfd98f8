import type { Estimate } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

/** POST /project/{id}/batches/{batchId}/calculate-batch-estimate: every version, one go. */
export function calculateBatchEstimate(projectId: string, batchId: string) {
  return api.post<Estimate[]>(`${batchPath(projectId, batchId)}/calculate-batch-estimate`);
}

/** Succeeded or not, the screen is fetched again (spec section 4); nobody waits for it. */
export function useCalculateBatchEstimate(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calculateBatchEstimate(projectId, batchId),
    onSettled: () => {
      void refreshBatchesScreen(queryClient, projectId);
    },
  });
}
