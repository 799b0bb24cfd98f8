import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from '@/api/project-keys';
import { batchesKeys } from './keys';

/**
 * Refreshes every section of the batches screen (spec section 2, 'Refresh design versions';
 * section 4, after a save, a calculation, a deletion or a new page): the list, the batch, its
 * estimates and its design versions (kept under the project's design-versions key).
 */
export function refreshBatchesScreen(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: batchesKeys.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.designVersions(projectId) }),
  ]);
}

/** The refresh button's action, and what the parameter editor calls after a save. */
export function useRefreshBatches(projectId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => refreshBatchesScreen(queryClient, projectId), [queryClient, projectId]);
}
