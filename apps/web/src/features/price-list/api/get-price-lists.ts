import type { PriceLists } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** Query keys of the price lists. */
export const priceListKeys = { all: ['admin', 'price-lists'] as const };

/** GET /admin/price-lists: the active version and every version (admins only). */
export function getPriceLists(signal?: AbortSignal) {
  return api.get<PriceLists>('/admin/price-lists', { signal });
}

export function getPriceListsQueryOptions() {
  return queryOptions({
    queryKey: priceListKeys.all,
    queryFn: ({ signal }) => getPriceLists(signal),
    ...queryPresets.projectMeta,
  });
}

export function usePriceLists() {
  return useQuery(getPriceListsQueryOptions());
}
