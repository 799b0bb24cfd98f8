import type { ProjectSummary } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { projectKeys, projectPath } from './project-keys';

/** GET /project/{id}/summary: the project's name (fresh 10 min, kept 15, spec section 9). */
export function getProjectSummary(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectSummary>(`${projectPath(projectId)}/summary`, { signal });
}

export function getProjectSummaryQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.summary(projectId),
    queryFn: ({ signal }) => getProjectSummary(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useProjectSummary(projectId: string) {
  return useQuery(getProjectSummaryQueryOptions(projectId));
}
