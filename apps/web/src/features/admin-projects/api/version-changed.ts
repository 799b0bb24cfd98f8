import type { AdminDesignVersion } from '@corner/contracts';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { getAdminVersionQueryOptions } from './get-admin-version';

/**
 * After a change to a design version: keep the answer, and refresh the project's other
 * views (its version list here, the staff screens, the project lists).
 */
export async function versionChanged(queryClient: QueryClient, version: AdminDesignVersion) {
  const { queryKey } = getAdminVersionQueryOptions(version.projectId, version.id);
  queryClient.setQueryData(queryKey, version);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: projectKeys.detail(version.projectId),
      predicate: (query) => !partialMatchKey(query.queryKey, queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}
