import type { AdminDelivery, DeliveryFormRequest } from '@corner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, refreshAfter } from './keys';

const deliveriesPath = (projectId: string) =>
  `/admin/projects/${encodeURIComponent(projectId)}/deliveries`;
const deliveryPath = (projectId: string, id: string) =>
  `${deliveriesPath(projectId)}/${encodeURIComponent(id)}`;

/** GET /admin/projects/{id}/deliveries: newest first. */
export function getDeliveriesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: catalogAdminKeys.deliveries(projectId),
    queryFn: ({ signal }) => api.get<AdminDelivery[]>(deliveriesPath(projectId), { signal }),
  });
}

export function useDeliveries(projectId: string) {
  return useQuery(getDeliveriesQueryOptions(projectId));
}

const changed = (projectId: string) => [
  catalogAdminKeys.deliveries(projectId),
  projectKeys.detail(projectId),
  contentKeys.deliveries(),
];

/** POST …/deliveries, or PUT …/deliveries/{id} when editing. */
export function useSaveDelivery(projectId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliveryFormRequest) =>
      id
        ? api.put<AdminDelivery>(deliveryPath(projectId, id), request)
        : api.post<AdminDelivery>(deliveriesPath(projectId), request),
    onSuccess: () => refreshAfter(queryClient, ...changed(projectId)),
  });
}

export function useDeleteDelivery(projectId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(deliveryPath(projectId, id)),
    onSuccess: () => refreshAfter(queryClient, ...changed(projectId)),
  });
}
