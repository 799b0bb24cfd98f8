import type { PriceListVersion, SavePriceListRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPriceListsQueryOptions } from './get-price-lists';

/** POST /admin/price-lists: version N+1, active at once; 409 when N is no longer the newest. */
export function savePriceList(request: SavePriceListRequest) {
  return api.post<PriceListVersion>('/admin/price-lists', request);
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceList,
    // Not awaited: the new list re-keys the editor, and a caller's own onSuccess (its toast)
    // must run before the editor it belongs to is replaced.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPriceListsQueryOptions().queryKey });
    },
  });
}
