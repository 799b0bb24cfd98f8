import type { InboxThread } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

/** GET /admin/message-inbox (staff): the threads waiting for an answer from us. */
export function getInbox(signal?: AbortSignal) {
  return api.get<InboxThread[]>('/admin/message-inbox', { signal });
}

export function getInboxQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ signal }) => getInbox(signal),
    staleTime: 30_000,
  });
}

export function useInbox() {
  return useQuery(getInboxQueryOptions());
}
