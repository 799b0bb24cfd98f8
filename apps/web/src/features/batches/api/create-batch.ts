import type { Batch, CreateBatchRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { getBatchesQueryOptions } from './get-batches';

/** POST /project/{id}/create-new-batch: a batch holding all the project's design versions. */
export function createBatch(projectId: string, request: CreateBatchRequest) {
  return api.post<Batch>(`${projectPath(projectId)}/create-new-batch`, request);
}

export function useCreateBatch(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBatchRequest) => createBatch(projectId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBatchesQueryOptions(projectId).queryKey }),
  });
}
