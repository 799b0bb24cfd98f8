import type { EstimateBreakdown } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import type { EstimateSource } from '../estimate-sections';

function breakdownPath(source: EstimateSource) {
  return 'slug' in source
    ? `/estimate-view/${encodeURIComponent(source.slug)}/breakdown`
    : `/project/${encodeURIComponent(source.projectId)}/estimate/breakdown`;
}

/**
 * GET /estimate-view/{slug}/breakdown or /project/{id}/estimate/breakdown: the lines, the
 * price drivers and the included text of every estimate the page shows, from their frozen
 * snapshots, one per design version in the page's order.
 */
export function getEstimateBreakdown(source: EstimateSource, signal?: AbortSignal) {
  return api.get<EstimateBreakdown[]>(breakdownPath(source), { signal });
}

export function getEstimateBreakdownQueryOptions(source: EstimateSource) {
  return queryOptions({
    queryKey:
      'slug' in source
        ? (['estimate-views', source.slug, 'breakdown'] as const)
        : ([...projectKeys.estimate(source.projectId), 'breakdown'] as const),
    queryFn: ({ signal }) => getEstimateBreakdown(source, signal),
    ...queryPresets.designData,
  });
}

export function useEstimateBreakdown(source: EstimateSource) {
  return useQuery(getEstimateBreakdownQueryOptions(source));
}
