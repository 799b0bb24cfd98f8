import type { EstimateViewItem } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /estimate-view/{slug}: the public estimate page's design versions. */
export function getEstimateView(slug: string, signal?: AbortSignal) {
  return api.get<EstimateViewItem[]>(`/estimate-view/${encodeURIComponent(slug)}`, { signal });
}

export function getEstimateViewQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['estimate-views', slug],
    queryFn: ({ signal }) => getEstimateView(slug, signal),
    ...queryPresets.designData,
  });
}

export function useEstimateView(slug: string) {
  return useQuery(getEstimateViewQueryOptions(slug));
}
