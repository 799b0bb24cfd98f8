import type { RequoteAnswer, RequoteRequest } from '@corner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys } from './keys';

/*
 * GET /project/{id}/requote-requests: the customers' open 'Ask for a new quote' requests; and
 * POST …/{requestId}/requote: staff's one-step re-quote (decision 37.8).
 */

export function getRequoteRequests(projectId: string, signal?: AbortSignal) {
  return api.get<RequoteRequest[]>(`${projectPath(projectId)}/requote-requests`, { signal });
}

export function getRequoteRequestsQueryOptions(projectId: string) {
  return queryOptions({
    // Beside the batches' keys, not under them: a batch's refresh does not ask again.
    queryKey: [...projectKeys.detail(projectId), 'requote-requests'] as const,
    queryFn: ({ signal }) => getRequoteRequests(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useRequoteRequests(projectId: string) {
  return useQuery(getRequoteRequestsQueryOptions(projectId));
}

export function requote(projectId: string, requestId: string) {
  return api.post<RequoteAnswer>(
    `${projectPath(projectId)}/requote-requests/${encodeURIComponent(requestId)}/requote`,
  );
}

export function useRequote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => requote(projectId, requestId),
    // The new batch and the closed request: the whole batches screen is read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchesKeys.all(projectId) }),
        queryClient.invalidateQueries({
          queryKey: getRequoteRequestsQueryOptions(projectId).queryKey,
        }),
      ]),
  });
}
