import type { AdminDesignVersion } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';
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
      queryKey: ['projects', version.projectId],
      predicate: (query) => query.queryKey[3] !== 'version' || query.queryKey[4] !== version.id,
    }),
    queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
  ]);
}
