import type { Estimate } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';

/** POST /project/{id}/batches/{batchId}/calculate-batch-estimate: every version, one go. */
export function calculateBatchEstimate(projectId: string, batchId: string) {
  return api.post<Estimate[]>(`${batchPath(projectId, batchId)}/calculate-batch-estimate`);
}

export function useCalculateBatchEstimate(projectId: string, batchId: string) {
  return useMutation({ mutationFn: () => calculateBatchEstimate(projectId, batchId) });
}
