import type { DesignVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { designVersionPath, projectKeys } from './project-keys';

/** GET /project/{id}/design-versions/{versionId}: one version with its latest estimate. */
export function getDesignVersion(projectId: string, versionId: string, signal?: AbortSignal) {
  return api.get<DesignVersion>(designVersionPath(projectId, versionId), { signal });
}

export function getDesignVersionQueryOptions(projectId: string, versionId: string) {
  return queryOptions({
    queryKey: projectKeys.designVersion(projectId, versionId),
    queryFn: ({ signal }) => getDesignVersion(projectId, versionId, signal),
    ...queryPresets.designData,
  });
}

export function useDesignVersion(projectId: string, versionId: string) {
  return useQuery(getDesignVersionQueryOptions(projectId, versionId));
}
