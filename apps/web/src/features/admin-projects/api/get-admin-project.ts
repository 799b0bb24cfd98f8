import type { AdminProject } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { adminKeys, adminProjectPath } from './keys';

/** GET /admin/projects/{id}: the project with its customers and design versions. */
export function getAdminProject(projectId: string, signal?: AbortSignal) {
  return api.get<AdminProject>(adminProjectPath(projectId), { signal });
}

export function getAdminProjectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: adminKeys.project(projectId),
    queryFn: ({ signal }) => getAdminProject(projectId, signal),
    ...queryPresets.designData,
  });
}

export function useAdminProject(projectId: string) {
  return useQuery(getAdminProjectQueryOptions(projectId));
}
