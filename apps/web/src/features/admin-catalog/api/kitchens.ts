import type { AdminKitchen, AdminKitchenList, KitchenFormRequest } from '@corner/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, refreshAfter } from './keys';

export const kitchenPageSize = 20;
const kitchenPath = (id: string) => `/admin/kitchens/${encodeURIComponent(id)}`;

/** GET /admin/kitchens: published or not, newest first. */
export function getKitchensQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogAdminKeys.kitchenList(page),
    queryFn: ({ signal }) =>
      api.get<AdminKitchenList>('/admin/kitchens', {
        query: { page, pageSize: kitchenPageSize },
        signal,
      }),
  });
}

export function useAdminKitchens(page: number) {
  return useQuery({ ...getKitchensQueryOptions(page), placeholderData: keepPreviousData });
}

/** GET /admin/kitchens/{id}: with renders and components. */
export function getKitchenQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogAdminKeys.kitchen(id),
    queryFn: ({ signal }) => api.get<AdminKitchen>(kitchenPath(id), { signal }),
  });
}

export function useAdminKitchen(id: string) {
  return useQuery(getKitchenQueryOptions(id));
}

/** POST /admin/kitchens, or PUT …/{id} when editing: fields, renders, components, published. */
export function useSaveKitchen(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KitchenFormRequest) =>
      id
        ? api.put<AdminKitchen>(kitchenPath(id), request)
        : api.post<AdminKitchen>('/admin/kitchens', request),
    onSuccess: async (kitchen) => {
      queryClient.setQueryData(catalogAdminKeys.kitchen(kitchen.id), kitchen);
      await refreshAfter(queryClient, catalogAdminKeys.kitchens());
    },
  });
}

export function useDeleteKitchen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(kitchenPath(id)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: catalogAdminKeys.kitchen(id) });
      await refreshAfter(queryClient, catalogAdminKeys.kitchens());
    },
  });
}
