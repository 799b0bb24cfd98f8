import type { RequoteRequest } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/requote-requests: every project's open request for a new quote (decision 37). */
export function getOpenRequoteRequests(signal?: AbortSignal) {
  return api.get<RequoteRequest[]>('/admin/requote-requests', { signal });
}

export function getOpenRequoteRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'requote-requests'],
    queryFn: ({ signal }) => getOpenRequoteRequests(signal),
  });
}

export function useOpenRequoteRequests() {
  return useQuery(getOpenRequoteRequestsQueryOptions());
}
