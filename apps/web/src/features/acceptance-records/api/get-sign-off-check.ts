import type { SignOffCheck } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /sign-off-records/{signOffId}: whether a signed-off design (its lines and drawings) and
 * the terms still match the record, and the record's hashes (issue 38 point 3). Public: anyone
 * with the address.
 */
export const signOffCheckPath = (signOffId: string) =>
  `/sign-off-records/${encodeURIComponent(signOffId)}`;

export function getSignOffCheck(signOffId: string, signal?: AbortSignal) {
  return api.get<SignOffCheck>(signOffCheckPath(signOffId), { signal });
}

export function getSignOffCheckQueryOptions(signOffId: string) {
  return queryOptions({
    queryKey: ['sign-off-records', signOffId],
    queryFn: ({ signal }) => getSignOffCheck(signOffId, signal),
  });
}

export function useSignOffCheck(signOffId: string) {
  return useQuery(getSignOffCheckQueryOptions(signOffId));
}
