import type { ProjectMeta } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /project/{id}/meta: status and demo flag, for routing (spec section 4). */
export function getProjectMeta(projectId: string, email?: string, signal?: AbortSignal) {
  return api.get<ProjectMeta>(`/project/${encodeURIComponent(projectId)}/meta`, {
    query: { email },
    signal,
  });
}

/** Fresh 5 min, kept 10 min, 2 retries (spec section 9). */
export function getProjectMetaQueryOptions(projectId: string, email?: string) {
  return queryOptions({
    queryKey: projectKeys.meta(projectId),
    queryFn: ({ signal }) => getProjectMeta(projectId, email, signal),
    ...queryPresets.projectMeta,
  });
}

export function useProjectMeta(projectId: string, email: string | undefined) {
  return useQuery({ ...getProjectMetaQueryOptions(projectId, email), enabled: !!email });
}
