import type { Batch } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';

export interface CreateEstimatePageInput {
  designVersionId: string;
  slug: string;
}

/** POST .../batches/{batchId}/create-estimate-page/{designVersionId} with the slug. */
export function createEstimatePage(
  projectId: string,
  batchId: string,
  { designVersionId, slug }: CreateEstimatePageInput,
) {
  return api.post<Batch>(
    `${batchPath(projectId, batchId)}/create-estimate-page/${encodeURIComponent(designVersionId)}`,
    { slug },
  );
}

export function useCreateEstimatePage(projectId: string, batchId: string) {
  return useMutation({
    mutationFn: (input: CreateEstimatePageInput) => createEstimatePage(projectId, batchId, input),
  });
}
