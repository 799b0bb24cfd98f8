import type { EstimatePageSlugCheck } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Not under a project: slugs are unique across every project. */
export const estimatePageSlugKeys = {
  all: ['estimate-page-slugs'] as const,
  check: (slug: string) => [...estimatePageSlugKeys.all, slug] as const,
};

/** GET /estimate-page-slugs/{slug} (staff, decision 54): free, or its first free variant. */
export function checkEstimatePageSlug(slug: string, signal?: AbortSignal) {
  return api.get<EstimatePageSlugCheck>(`/estimate-page-slugs/${encodeURIComponent(slug)}`, {
    signal,
  });
}

export function getEstimatePageSlugCheckQueryOptions(slug: string) {
  return queryOptions({
    queryKey: estimatePageSlugKeys.check(slug),
    queryFn: ({ signal }) => checkEstimatePageSlug(slug, signal),
    // Another page may take a slug any moment: a check is good for a few seconds, and a
    // failed one is not asked again (Create checks for itself).
    staleTime: 5_000,
    retry: false,
  });
}

/** Asks only for a slug of the right form; null asks nothing. */
export function useEstimatePageSlugCheck(slug: string | null) {
  return useQuery({
    ...getEstimatePageSlugCheckQueryOptions(slug ?? ''),
    enabled: slug !== null && slug !== '',
  });
}
