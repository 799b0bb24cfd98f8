import type { ThreadPage } from '@corner/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys, threadPath } from './keys';

/** GET /project/{id}/messages?before=: a page of the thread, oldest first (newest without it). */
export function getThreadPage(projectId: string, before?: number, signal?: AbortSignal) {
  return api.get<ThreadPage>(threadPath(projectId), { query: { before }, signal });
}

/** The newest page first; each next page is the one before it ('Load older messages'). */
export function getThreadQueryOptions(projectId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(projectId),
    queryFn: ({ pageParam, signal }) => getThreadPage(projectId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.older ?? undefined,
    // The live connection keeps it current (use-live-thread.ts).
    staleTime: 30_000,
  });
}

export function useThread(projectId: string) {
  return useInfiniteQuery(getThreadQueryOptions(projectId));
}
