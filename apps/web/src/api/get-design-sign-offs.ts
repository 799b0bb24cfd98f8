import type { ProjectSignOffs } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys, projectPath } from './project-keys';

/**
 * GET /project/{id}/design-sign-offs: the design waiting for sign-off, approved or answered
 * with changes, the earlier ones and the terms (issue 38). The customer's dashboard answers
 * it; the back office asks for it and withdraws it.
 */
export function getDesignSignOffs(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectSignOffs>(`${projectPath(projectId)}/design-sign-offs`, { signal });
}

export function getDesignSignOffsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.designSignOffs(projectId),
    queryFn: ({ signal }) => getDesignSignOffs(projectId, signal),
  });
}

export function useDesignSignOffs(projectId: string) {
  return useQuery(getDesignSignOffsQueryOptions(projectId));
}
