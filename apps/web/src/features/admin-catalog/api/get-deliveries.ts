import type { AdminDelivery } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, deliveriesPath } from './keys';

/** GET /admin/projects/{id}/deliveries: newest first. */
export function getDeliveries(projectId: string, signal?: AbortSignal) {
  return api.get<AdminDelivery[]>(deliveriesPath(projectId), { signal });
}

export function getDeliveriesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: catalogAdminKeys.deliveries(projectId),
    queryFn: ({ signal }) => getDeliveries(projectId, signal),
  });
}

export function useDeliveries(projectId: string) {
  return useQuery(getDeliveriesQueryOptions(projectId));
}
