import type { ProjectWelcome } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { projectKeys, projectPath } from './project-keys';

/**
 * GET /project/{id}/welcome: what the customer asked for in the enquiry the project came from
 * and the next step, or null (decision 52). The empty dashboard and estimate page show it.
 */
export function getProjectWelcome(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectWelcome>(`${projectPath(projectId)}/welcome`, { signal });
}

export function getProjectWelcomeQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.welcome(projectId),
    queryFn: ({ signal }) => getProjectWelcome(projectId, signal),
    ...queryPresets.projectMeta,
  });
}

/**
 * Asked only once the page knows it is empty (`enabled`): full pages never make the call. Not
 * retried: the page waits for it, and a failure only leaves the recap out.
 */
export function useProjectWelcome(projectId: string, enabled: boolean) {
  return useQuery({ ...getProjectWelcomeQueryOptions(projectId), enabled, retry: false });
}
