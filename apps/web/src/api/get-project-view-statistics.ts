import type { ViewStatistics } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { projectKeys, projectPath } from './project-keys';

/**
 * GET /project/{id}/view-statistics (staff): opens, versions seen and presses of all the
 * project's estimates, and its customers' e-mails. Fresh for a minute: the customer may be
 * reading the estimate right now.
 */
export function getProjectViewStatistics(projectId: string, signal?: AbortSignal) {
  return api.get<ViewStatistics>(`${projectPath(projectId)}/view-statistics`, { signal });
}

export function getProjectViewStatisticsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.viewStatistics(projectId),
    queryFn: ({ signal }) => getProjectViewStatistics(projectId, signal),
    ...queryPresets.designData,
    staleTime: 60_000,
  });
}

export function useProjectViewStatistics(projectId: string, enabled = true) {
  return useQuery({ ...getProjectViewStatisticsQueryOptions(projectId), enabled });
}
