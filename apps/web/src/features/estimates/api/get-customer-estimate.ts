import type { CustomerEstimate } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /project/{id}/estimate: what the project's customer estimate page shows. */
export function getCustomerEstimate(projectId: string, signal?: AbortSignal) {
  return api.get<CustomerEstimate>(`/project/${encodeURIComponent(projectId)}/estimate`, {
    signal,
  });
}

export function getCustomerEstimateQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', projectId, 'estimate'],
    queryFn: ({ signal }) => getCustomerEstimate(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useCustomerEstimate(projectId: string) {
  return useQuery(getCustomerEstimateQueryOptions(projectId));
}
