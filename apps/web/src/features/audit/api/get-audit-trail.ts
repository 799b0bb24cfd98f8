import type { AuditEntityKind, AuditPage } from '@corner/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { auditQueryRoot } from '@/lib/react-query';

/** What the trail is narrowed to: each one left out ('' for the kind) chooses every event. */
export interface AuditFilters {
  /** The actor's e-mail, exactly. */
  actor: string;
  kind: AuditEntityKind | '';
  /** Calendar days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { actor: '', kind: '', from: '', to: '' };

/** Query keys of the audit trail. */
export const auditKeys = {
  all: auditQueryRoot,
  trail: (filters: AuditFilters) => [...auditKeys.all, 'trail', filters] as const,
};

/** The filters as query parameters, the empty ones left out. */
export function auditSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['actor', 'kind', 'from', 'to'] as const) {
    if (filters[name]) params.set(name, filters[name]);
  }
  return params;
}

/** GET /admin/audit: a page of the trail, newest first; `before` for the events older than it. */
export function getAuditPage(filters: AuditFilters, before?: string, signal?: AbortSignal) {
  return api.get<AuditPage>('/admin/audit', {
    query: { ...Object.fromEntries(auditSearch(filters)), before },
    signal,
  });
}

/** The newest page first; each next page is the one older than it ('Show older'). */
export function getAuditTrailQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.trail(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // A record of what happened: asked afresh each time the page opens.
    staleTime: 0,
  });
}

export function useAuditTrail(filters: AuditFilters) {
  return useInfiniteQuery(getAuditTrailQueryOptions(filters));
}

/** GET /admin/audit/export.csv with the filters: a plain download link. */
export const auditExportHref = (filters: AuditFilters) => {
  const search = auditSearch(filters).toString();
  return `${env.apiBaseUrl}/admin/audit/export.csv${search ? `?${search}` : ''}`;
};
