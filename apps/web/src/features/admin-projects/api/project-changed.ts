import type { AdminProject } from '@corner/contracts';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { getAdminProjectQueryOptions } from './get-admin-project';

/**
 * After a change to a project: keep the answer, and refresh every other view of the project
 * (the staff screens under projectKeys.detail(id)) and the project lists.
 */
export async function projectChanged(queryClient: QueryClient, project: AdminProject) {
  const { queryKey } = getAdminProjectQueryOptions(project.id);
  queryClient.setQueryData(queryKey, project);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: projectKeys.detail(project.id),
      predicate: (query) => !partialMatchKey(query.queryKey, queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}
