import type { PriceListVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys } from './keys';

/** GET /admin/price-lists/active: the rates Calculate prices with now (staff). */
export function getActivePriceList(signal?: AbortSignal) {
  return api.get<PriceListVersion>('/admin/price-lists/active', { signal });
}

/** Read once when the parameter editor opens, then kept with the batches screen's data. */
export function getActivePriceListQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: batchesKeys.priceList(projectId),
    queryFn: ({ signal }) => getActivePriceList(signal),
    ...queryPresets.designData,
  });
}

export function useActivePriceList(projectId: string) {
  return useQuery(getActivePriceListQueryOptions(projectId));
}
