import type { AskForVariantRequest, VariantRequest } from '@corner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/*
 * 'Ask for this variant' (issue 37): the customer's open requests on the project, and asking
 * (or asking again: one open request per version and customer, the server keeps the newest).
 */

const requestsPath = (projectId: string) =>
  `/project/${encodeURIComponent(projectId)}/variant-requests`;

/** GET /project/{id}/variant-requests: the signed-in customer's own open requests. */
export function getVariantRequestsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectKeys.detail(projectId), 'variant-requests'] as const,
    queryFn: ({ signal }) => api.get<VariantRequest[]>(requestsPath(projectId), { signal }),
    ...queryPresets.designData,
  });
}

export function useVariantRequests(projectId: string, enabled: boolean) {
  return useQuery({ ...getVariantRequestsQueryOptions(projectId), enabled });
}

/** POST /project/{id}/variant-requests: asks for the variant at the total the page shows. */
export function useAskForVariant(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AskForVariantRequest) =>
      api.post<VariantRequest>(requestsPath(projectId), request),
    onSuccess: (asked) =>
      queryClient.setQueryData(getVariantRequestsQueryOptions(projectId).queryKey, (current) => [
        ...(current ?? []).filter((each) => each.designVersionId !== asked.designVersionId),
        asked,
      ]),
  });
}
