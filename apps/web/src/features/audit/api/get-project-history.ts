import type { AuditEntityKind, AuditPage } from '@corner/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './get-audit-trail';

/** GET /admin/projects/{id}/history: a page of a project's changes, newest first. */
export function getProjectHistoryPage(
  projectId: string,
  kind: AuditEntityKind | '',
  before?: string,
  signal?: AbortSignal,
) {
  return api.get<AuditPage>(`/admin/projects/${encodeURIComponent(projectId)}/history`, {
    query: { kind: kind || undefined, before },
    signal,
  });
}

export function useProjectHistory(projectId: string, kind: AuditEntityKind | '') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...auditKeys.all, 'project', projectId, kind] as const,
      queryFn: ({ pageParam, signal }) => getProjectHistoryPage(projectId, kind, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextBefore ?? undefined,
      staleTime: 0,
    }),
  );
}
