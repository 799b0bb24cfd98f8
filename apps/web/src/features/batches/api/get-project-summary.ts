import type { ProjectSummary } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { projectPath } from './keys';

/** GET /project/{id}/summary: the project's name for the batch header. */
export function getProjectSummary(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectSummary>(`${projectPath(projectId)}/summary`, { signal });
}

export function getProjectSummaryQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', projectId, 'summary'],
    queryFn: ({ signal }) => getProjectSummary(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useProjectSummary(projectId: string) {
  return useQuery(getProjectSummaryQueryOptions(projectId));
}
