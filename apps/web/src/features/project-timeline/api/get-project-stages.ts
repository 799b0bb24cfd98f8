import type { ProjectStages } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /project/{id}/stages: the plan with each stage's content ids and delivery. */
export function getProjectStages(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectStages>(`/project/${encodeURIComponent(projectId)}/stages`, { signal });
}

export function getProjectStagesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.stages(projectId),
    queryFn: ({ signal }) => getProjectStages(projectId, signal),
    ...queryPresets.projectMeta,
  });
}

export function useProjectStages(projectId: string) {
  return useQuery(getProjectStagesQueryOptions(projectId));
}
