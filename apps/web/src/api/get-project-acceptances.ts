import type { ProjectAcceptances } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys, projectPath } from './project-keys';

/**
 * GET /project/{id}/acceptances: the project's accepted estimate, the withdrawn acceptances, the
 * terms a customer accepts and whether a drawn signature is asked for (issue 38). The
 * customer's estimate page accepts from it, the back office withdraws from it.
 */
export function getProjectAcceptances(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectAcceptances>(`${projectPath(projectId)}/acceptances`, { signal });
}

export function getProjectAcceptancesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.acceptances(projectId),
    queryFn: ({ signal }) => getProjectAcceptances(projectId, signal),
  });
}

export function useProjectAcceptances(projectId: string) {
  return useQuery(getProjectAcceptancesQueryOptions(projectId));
}
