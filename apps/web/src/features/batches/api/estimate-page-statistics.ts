import type { EstimatePageStatistics, SendToCustomerResponse } from '@corner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/*
 * GET /project/{id}/estimate-pages/{pageId}/statistics: who opened the page, what they saw,
 * and when its link was last mailed; POST …/send-to-customer mails the link again (issue 25).
 */
const pagePath = (projectId: string, pageId: string) =>
  `${projectPath(projectId)}/estimate-pages/${encodeURIComponent(pageId)}`;

export function getEstimatePageStatistics(projectId: string, pageId: string, signal?: AbortSignal) {
  return api.get<EstimatePageStatistics>(`${pagePath(projectId, pageId)}/statistics`, { signal });
}

export function getEstimatePageStatisticsQueryOptions(projectId: string, pageId: string) {
  return queryOptions({
    queryKey: projectKeys.viewStatistics(projectId, pageId),
    queryFn: ({ signal }) => getEstimatePageStatistics(projectId, pageId, signal),
    ...queryPresets.designData,
    staleTime: 60_000,
  });
}

export function useEstimatePageStatistics(projectId: string, pageId: string) {
  return useQuery(getEstimatePageStatisticsQueryOptions(projectId, pageId));
}

export function sendToCustomer(projectId: string, pageId: string) {
  return api.post<SendToCustomerResponse>(`${pagePath(projectId, pageId)}/send-to-customer`);
}

export function useSendToCustomer(projectId: string, pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendToCustomer(projectId, pageId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.viewStatistics(projectId) }),
  });
}
