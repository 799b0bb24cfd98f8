import type { ProjectDesignerChoice } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/projects/designers: the staff a project's designer is chosen from. */
export function getDesignerChoices(signal?: AbortSignal) {
  return api.get<ProjectDesignerChoice[]>('/admin/projects/designers', { signal });
}

export function useDesignerChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'project-designers'],
      queryFn: ({ signal }) => getDesignerChoices(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
