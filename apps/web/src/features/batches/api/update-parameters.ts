import type { Batch, UpdateParametersRequest } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchPath } from './keys';

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

/** The caller refreshes the screen on success (spec section 4, save feedback). */
export function useUpdateParameters(projectId: string, batchId: string) {
  return useMutation({
    mutationFn: (params: UpdateParametersRequest) => updateParameters(projectId, batchId, params),
  });
}
