import type { DesignVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys, projectPath } from '@/api/project-keys';
import { queryPresets } from '@/lib/react-query';

/** GET /project/{id}/design-versions: the project's versions, newest first. */
export function getDesignVersions(projectId: string, signal?: AbortSignal) {
  return api.get<DesignVersion[]>(`${projectPath(projectId)}/design-versions`, { signal });
}

export function getDesignVersionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.designVersionList(projectId),
    queryFn: ({ signal }) => getDesignVersions(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useDesignVersions(projectId: string) {
  return useQuery(getDesignVersionsQueryOptions(projectId));
}
