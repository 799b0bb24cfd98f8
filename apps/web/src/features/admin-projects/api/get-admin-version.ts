import type { AdminDesignVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { adminKeys, adminVersionPath } from './keys';

/** GET /admin/projects/{id}/design-versions/{versionId}: lines and renders. */
export function getAdminVersion(projectId: string, versionId: string, signal?: AbortSignal) {
  return api.get<AdminDesignVersion>(adminVersionPath(projectId, versionId), { signal });
}

export function getAdminVersionQueryOptions(projectId: string, versionId: string) {
  return queryOptions({
    queryKey: adminKeys.version(projectId, versionId),
    queryFn: ({ signal }) => getAdminVersion(projectId, versionId, signal),
    ...queryPresets.designData,
  });
}

export function useAdminVersion(projectId: string, versionId: string) {
  return useQuery(getAdminVersionQueryOptions(projectId, versionId));
}
