import type { DemoProject, TimelineOptions } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /demo-project: the template project planned from a start date and options. */
export function getDemoProject(options: TimelineOptions, email?: string, signal?: AbortSignal) {
  return api.get<DemoProject>('/demo-project', { query: { email, ...options }, signal });
}

export function getDemoProjectQueryOptions(options: TimelineOptions, email?: string) {
  return queryOptions({
    queryKey: projectKeys.demo(options),
    queryFn: ({ signal }) => getDemoProject(options, email, signal),
    ...queryPresets.projectMeta,
  });
}

export function useDemoProject(options: TimelineOptions, email?: string) {
  return useQuery({
    ...getDemoProjectQueryOptions(options, email),
    placeholderData: keepPreviousData,
  });
}
