import type { PriceListPreview, PriceListRates } from '@corner/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { priceListKeys } from './get-price-lists';

/**
 * POST /admin/price-lists/preview: each open batch's totals today and with the draft rates
 * (decision 55). Reads only; asked while the confirmation is open.
 */
export function previewPriceList(rates: PriceListRates, signal?: AbortSignal) {
  return api.post<PriceListPreview>('/admin/price-lists/preview', { rates }, { signal });
}

export function usePriceListPreview(rates: PriceListRates | null) {
  return useQuery({
    queryKey: [...priceListKeys.all, 'preview', rates] as const,
    queryFn: ({ signal }) => previewPriceList(rates!, signal),
    enabled: rates !== null,
    ...queryPresets.projectMeta,
    // Totals of today: asked afresh each time the confirmation opens.
    staleTime: 0,
    gcTime: 0,
  });
}
