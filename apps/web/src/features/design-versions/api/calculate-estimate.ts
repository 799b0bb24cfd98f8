import type { Estimate } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDesignVersionQueryOptions } from '@/api/get-design-version';
import { designVersionPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { getDesignVersionsQueryOptions } from './get-design-versions';

/** POST /project/{id}/design-versions/{versionId}/calculate-estimate: no body, an estimate. */
export function calculateEstimate(projectId: string, versionId: string) {
  return api.post<Estimate>(`${designVersionPath(projectId, versionId)}/calculate-estimate`);
}

/**
 * Spec section 4: when the result belongs to the selected version, that version and the list
 * are fetched again; the calculating flag is the mutation's pending state.
 */
export function useCalculateEstimate(
  projectId: string,
  isSelected: (versionId: string) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => calculateEstimate(projectId, versionId),
    onSuccess: async (estimate) => {
      if (!isSelected(estimate.designVersionId)) return;
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: getDesignVersionQueryOptions(projectId, estimate.designVersionId).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: getDesignVersionsQueryOptions(projectId).queryKey,
        }),
      ]);
    },
  });
}
