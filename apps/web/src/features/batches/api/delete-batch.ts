import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getBatchQueryOptions } from './get-batch';
import { getBatchesQueryOptions } from './get-batches';
import { batchPath } from './keys';

/** DELETE /project/{id}/batches/{batchId}: the batch with its pages and estimates. */
export function deleteBatch(projectId: string, batchId: string) {
  return api.delete<null>(batchPath(projectId, batchId));
}

/** The deleted batch leaves the cache, so nothing asks for it again. */
export function useDeleteBatch(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBatch(projectId, batchId),
    onSuccess: async () => {
      // The list first, so the screen selects another batch before this one leaves the cache.
      await queryClient.invalidateQueries({ queryKey: getBatchesQueryOptions(projectId).queryKey });
      queryClient.removeQueries({ queryKey: getBatchQueryOptions(projectId, batchId).queryKey });
    },
  });
}
