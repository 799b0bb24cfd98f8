import type { AuditEntityKind, LastChange } from '@corner/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditQueryRoot } from '@/lib/react-query';

/** GET /admin/last-change: who last changed one thing, and when; null when nothing recorded. */
export function useLastChange(kind: AuditEntityKind, id: string) {
  return useQuery({
    queryKey: [...auditQueryRoot, 'last-change', kind, id] as const,
    queryFn: ({ signal }) =>
      api.get<LastChange>('/admin/last-change', { query: { kind, id }, signal }),
    staleTime: 0,
  });
}
