import type { UnreadCount } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The caller's unread messages per project (issue 36), shown beside a project wherever it is
 * listed or linked (project cards, the project's links, the staff lists): shared, so each of
 * those features reads it without reaching into the messages feature.
 */
export const unreadKey = ['messages', 'unread'] as const;

/** GET /messages/unread: the caller's unread messages, per project that has any. */
export function getUnreadCounts(signal?: AbortSignal) {
  return api.get<UnreadCount[]>('/messages/unread', { signal });
}

export function getUnreadCountsQueryOptions() {
  return queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    staleTime: 30_000,
  });
}

/** Every project's unread count, by project id. */
export function useUnreadCounts() {
  return useQuery({
    ...getUnreadCountsQueryOptions(),
    select: (counts) => new Map(counts.map((count) => [count.projectId, count.unread])),
  });
}

/** One project's unread count: 0 when it has none (or while they load). */
export function useUnreadCount(projectId: string): number {
  return useUnreadCounts().data?.get(projectId) ?? 0;
}

/** 'Messages', 'Messages (2 unread)': a link to a project's thread. */
export const messagesLinkText = (unread: number) =>
  unread > 0 ? `Messages (${unread} unread)` : 'Messages';
