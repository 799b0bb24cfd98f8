import type { DesignVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

const projectPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;

/** GET /project/{id}/design-versions: the project's versions, newest first. */
export function getDesignVersions(projectId: string, signal?: AbortSignal) {
  return api.get<DesignVersion[]>(`${projectPath(projectId)}/design-versions`, { signal });
}

/** Every query of a project's design versions starts with this key (list and each one). */
export const designVersionsKey = (projectId: string) =>
  ['projects', projectId, 'design-versions'] as const;

export function getDesignVersionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...designVersionsKey(projectId), 'list'],
    queryFn: ({ signal }) => getDesignVersions(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useDesignVersions(projectId: string) {
  return useQuery(getDesignVersionsQueryOptions(projectId));
}
