import type { AdminProject } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getAdminProjectQueryOptions } from './get-admin-project';

/**
 * After a change to a project: keep the answer, and refresh every other view of the project
 * (the staff screens under ['projects', id]) and the project lists.
 */
export async function projectChanged(queryClient: QueryClient, project: AdminProject) {
  queryClient.setQueryData(getAdminProjectQueryOptions(project.id).queryKey, project);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['projects', project.id],
      predicate: (query) => query.queryKey[2] !== 'admin',
    }),
    queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
  ]);
}
