import type { CalculateBatchQuery, Estimate } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

/**
 * POST /project/{id}/batches/{batchId}/calculate-batch-estimate: every version in one go, or
 * with `missing` only the versions without an estimate in the batch.
 */
export function calculateBatchEstimate(
  projectId: string,
  batchId: string,
  versions: CalculateBatchQuery['versions'] = 'all',
) {
  const query = versions === 'missing' ? { versions } : undefined;
  return api.post<Estimate[]>(
    `${batchPath(projectId, batchId)}/calculate-batch-estimate`,
    undefined,
    {
      query,
    },
  );
}

/** Succeeded or not, the screen is fetched again (spec section 4); nobody waits for it. */
export function useCalculateBatchEstimate(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versions: CalculateBatchQuery['versions'] = 'all') =>
      calculateBatchEstimate(projectId, batchId, versions),
    onSettled: () => {
      void refreshBatchesScreen(queryClient, projectId);
    },
  });
}
