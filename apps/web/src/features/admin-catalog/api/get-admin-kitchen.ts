import type { AdminKitchen } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, kitchenPath } from './keys';

/** GET /admin/kitchens/{id}: with renders and components. */
export function getAdminKitchen(id: string, signal?: AbortSignal) {
  return api.get<AdminKitchen>(kitchenPath(id), { signal });
}

export function getAdminKitchenQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogAdminKeys.kitchen(id),
    queryFn: ({ signal }) => getAdminKitchen(id, signal),
  });
}

export function useAdminKitchen(id: string) {
  return useQuery(getAdminKitchenQueryOptions(id));
}
