import type { PriceListVersion, PriceLists, SavePriceListRequest } from '@corner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

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

/** POST /admin/price-lists: version N+1, active at once; 409 when N is no longer the newest. */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePriceListRequest) =>
      api.post<PriceListVersion>('/admin/price-lists', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
}
