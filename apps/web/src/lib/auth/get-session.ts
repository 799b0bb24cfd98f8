import type { UserProfile } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /auth/session: the signed-in user's profile, or null when nobody is signed in (an
 * ordinary answer, so a signed-out visit logs no failed request in the console).
 */
export function getSession(signal?: AbortSignal): Promise<UserProfile | null> {
  return api.get<UserProfile | null>('/auth/session', { signal });
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
