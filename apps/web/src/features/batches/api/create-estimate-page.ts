import type { Batch } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { estimatePageSlugKeys } from './check-estimate-page-slug';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

export interface CreateEstimatePageInput {
  designVersionId: string;
  slug: string;
  /** 'E-mail the customer the link' (issue 25). */
  notifyCustomers: boolean;
}

/** POST .../batches/{batchId}/create-estimate-page/{designVersionId} with the slug. */
export function createEstimatePage(
  projectId: string,
  batchId: string,
  { designVersionId, slug, notifyCustomers }: CreateEstimatePageInput,
) {
  return api.post<Batch>(
    `${batchPath(projectId, batchId)}/create-estimate-page/${encodeURIComponent(designVersionId)}`,
    { slug, notifyCustomers },
  );
}

/** Once the page exists the screen is fetched again; nobody waits for it. */
export function useCreateEstimatePage(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEstimatePageInput) => createEstimatePage(projectId, batchId, input),
    onSuccess: () => {
      void refreshBatchesScreen(queryClient, projectId);
      void queryClient.invalidateQueries({ queryKey: projectKeys.viewStatistics(projectId) });
      // The slug is taken now: no dialog may still call it free.
      void queryClient.invalidateQueries({ queryKey: estimatePageSlugKeys.all });
    },
  });
}
