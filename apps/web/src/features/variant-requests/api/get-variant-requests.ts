import type { VariantRequest } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/*
 * GET /project/{id}/variant-requests: the project's open 'Ask for this variant' requests; for
 * staff each carries the check, what the server would store now (issue 37).
 */

export function getVariantRequests(projectId: string, signal?: AbortSignal) {
  return api.get<VariantRequest[]>(`${projectPath(projectId)}/variant-requests`, { signal });
}

export function getVariantRequestsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.variantRequests(projectId),
    queryFn: ({ signal }) => getVariantRequests(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useVariantRequests(projectId: string) {
  return useQuery(getVariantRequestsQueryOptions(projectId));
}
