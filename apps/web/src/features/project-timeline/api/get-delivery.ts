import type { Delivery } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { api } from '@/lib/api-client';

/** GET /content/delivery/{id}: the delivery with its tracking link, for a stage if given. */
export function getDelivery(deliveryId: string, substageId?: string | null, signal?: AbortSignal) {
  return api.get<Delivery>(`/content/delivery/${encodeURIComponent(deliveryId)}`, {
    query: { substageId: substageId ?? undefined },
    signal,
  });
}

export function getDeliveryQueryOptions(deliveryId: string, substageId?: string | null) {
  return queryOptions({
    queryKey: contentKeys.delivery(deliveryId, substageId ?? null),
    queryFn: ({ signal }) => getDelivery(deliveryId, substageId, signal),
  });
}

export function useDelivery(deliveryId: string, substageId?: string | null) {
  return useQuery(getDeliveryQueryOptions(deliveryId, substageId));
}
