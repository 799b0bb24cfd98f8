import type { DesignVersion } from '@corner/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { designVersionsKey, getDesignVersionsQueryOptions } from './get-design-versions';

/** GET /project/{id}/design-versions/{versionId}: one version with its latest estimate. */
export function getDesignVersion(projectId: string, versionId: string, signal?: AbortSignal) {
  const path = `/project/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(versionId)}`;
  return api.get<DesignVersion>(path, { signal });
}

export function getDesignVersionQueryOptions(projectId: string, versionId: string) {
  return queryOptions({
    queryKey: [...designVersionsKey(projectId), 'detail', versionId],
    queryFn: ({ signal }) => getDesignVersion(projectId, versionId, signal),
    ...queryPresets.designData,
  });
}

/** One version; the list's copy stands in while it loads, so a switch shows at once. */
export function useDesignVersion(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getDesignVersionQueryOptions(projectId, versionId),
    placeholderData: () =>
      queryClient
        .getQueryData(getDesignVersionsQueryOptions(projectId).queryKey)
        ?.find((version) => version.id === versionId),
  });
}
