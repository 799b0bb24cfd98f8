import type { Batch, UpdateParametersRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';
import { refreshBatchesScreen } from './refresh-batch';

export const missingParametersMessage = 'Missing required parameters: projectId, batchId, params';

/**
 * POST /project/{id}/batches/{batchId}/update-parameters. Without `estimateParamsId` the
 * parameters are created; with an older `revision` the API answers 409 (a stale save).
 */
export function updateParameters(
  projectId: string | undefined,
  batchId: string | undefined,
  params: UpdateParametersRequest | undefined,
) {
  if (!projectId || !batchId || !params) throw new Error(missingParametersMessage);
  return api.post<Batch>(`${batchPath(projectId, batchId)}/update-parameters`, params);
}

/**
 * A save refreshes every section of the batches screen (spec section 4, save feedback). The
 * refresh is not awaited: the editor's own success handling (the notice) runs first, before
 * the new revision remounts the editor.
 */
export function useUpdateParameters(projectId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: UpdateParametersRequest) => updateParameters(projectId, batchId, params),
    onSuccess: () => {
      void refreshBatchesScreen(queryClient, projectId);
    },
  });
}
