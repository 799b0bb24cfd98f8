import type { SiteConfig } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /site-config: the server's public settings, e.g. where RESERVE A SPOT leads. */
export function getSiteConfig(signal?: AbortSignal) {
  return api.get<SiteConfig>('/site-config', { signal });
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    ...queryPresets.designData,
    // Settings change only with a restart of the server.
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
