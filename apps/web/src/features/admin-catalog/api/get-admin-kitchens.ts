import type { AdminKitchenList } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys } from './keys';

export const kitchenPageSize = 20;

/** GET /admin/kitchens: published or not, newest first. */
export function getAdminKitchens(page: number, signal?: AbortSignal) {
  return api.get<AdminKitchenList>('/admin/kitchens', {
    query: { page, pageSize: kitchenPageSize },
    signal,
  });
}

export function getAdminKitchensQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogAdminKeys.kitchenList(page),
    queryFn: ({ signal }) => getAdminKitchens(page, signal),
  });
}

export function useAdminKitchens(page: number) {
  return useQuery({ ...getAdminKitchensQueryOptions(page), placeholderData: keepPreviousData });
}
