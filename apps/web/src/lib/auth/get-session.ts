import type { UserProfile } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** GET /auth/session: the signed-in user's profile, or null when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await api.get<UserProfile>('/auth/session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
