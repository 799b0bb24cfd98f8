import type { EstimateReservations } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EstimateSource } from '../estimate-sections';

/*
 * GET …/reservations?ids=…: where an estimate stands (reserved, expired, replaced) and the
 * words beside RESERVE A SPOT (decision 37.4). Asked apart from the estimate: it changes with
 * a payment or the time, the estimate never does.
 */

function reservationsPath(source: EstimateSource) {
  return 'slug' in source
    ? `/estimate-view/${encodeURIComponent(source.slug)}/reservations`
    : `/project/${encodeURIComponent(source.projectId)}/estimate/reservations`;
}

export function getEstimateReservation(
  source: EstimateSource,
  estimateId: string,
  signal?: AbortSignal,
) {
  return api.get<EstimateReservations>(reservationsPath(source), {
    query: { ids: estimateId },
    signal,
  });
}

export const reservationKeys = {
  all: ['estimate-reservations'] as const,
  one: (source: EstimateSource, estimateId: string) =>
    [
      ...reservationKeys.all,
      'slug' in source ? source.slug : source.projectId,
      estimateId,
    ] as const,
};

export function getEstimateReservationQueryOptions(source: EstimateSource, estimateId: string) {
  return queryOptions({
    queryKey: reservationKeys.one(source, estimateId),
    queryFn: ({ signal }) => getEstimateReservation(source, estimateId, signal),
    // A customer back from the payment page sees the reservation at once.
    staleTime: 0,
  });
}

export function useEstimateReservation(source: EstimateSource, estimateId: string) {
  return useQuery(getEstimateReservationQueryOptions(source, estimateId));
}
