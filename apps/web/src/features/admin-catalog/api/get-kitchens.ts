import type { AdminKitchenList } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys } from './keys';

export const kitchenPageSize = 20;

/** GET /admin/kitchens: published or not, newest first. */
export function getKitchens(page: number, signal?: AbortSignal) {
  return api.get<AdminKitchenList>('/admin/kitchens', {
    query: { page, pageSize: kitchenPageSize },
    signal,
  });
}

export function getKitchensQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogAdminKeys.kitchenList(page),
    queryFn: ({ signal }) => getKitchens(page, signal),
  });
}

export function useAdminKitchens(page: number) {
  return useQuery({ ...getKitchensQueryOptions(page), placeholderData: keepPreviousData });
}
