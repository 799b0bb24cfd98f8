import type { CustomerEstimate } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
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
    queryKey: projectKeys.estimate(projectId),
    queryFn: ({ signal }) => getCustomerEstimate(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useCustomerEstimate(projectId: string) {
  return useQuery(getCustomerEstimateQueryOptions(projectId));
}
