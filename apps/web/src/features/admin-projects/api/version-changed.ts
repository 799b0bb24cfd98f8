import type { AdminDesignVersion } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { getAdminVersionQueryOptions } from './get-admin-version';

/**
 * After a change to a design version: show the answer at once, then refresh every view of the
 * project, this version included. Changes can run side by side (two renders uploaded
 * together), and their answers can arrive in either order: the refresh that follows the last
 * one reads the version as the server finally holds it, so an older answer never stays.
 */
export async function versionChanged(queryClient: QueryClient, version: AdminDesignVersion) {
  const { queryKey } = getAdminVersionQueryOptions(version.projectId, version.id);
  queryClient.setQueryData(queryKey, version);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(version.projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}
