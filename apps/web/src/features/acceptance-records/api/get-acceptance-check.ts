import type { AcceptanceCheck } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /acceptance-records/{acceptanceId}: whether an accepted estimate and its terms still
 * match the record, and the record's hashes (issue 38). Public: anyone with the address.
 */
export const acceptanceCheckPath = (acceptanceId: string) =>
  `/acceptance-records/${encodeURIComponent(acceptanceId)}`;

export function getAcceptanceCheck(acceptanceId: string, signal?: AbortSignal) {
  return api.get<AcceptanceCheck>(acceptanceCheckPath(acceptanceId), { signal });
}

export function getAcceptanceCheckQueryOptions(acceptanceId: string) {
  return queryOptions({
    queryKey: ['acceptance-records', acceptanceId],
    queryFn: ({ signal }) => getAcceptanceCheck(acceptanceId, signal),
  });
}

export function useAcceptanceCheck(acceptanceId: string) {
  return useQuery(getAcceptanceCheckQueryOptions(acceptanceId));
}
