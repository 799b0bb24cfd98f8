import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from '@/api/project-keys';

/** DELETE /cache/projects/project/{id}/design-versions: drops the server's cached copies. */
export function invalidateDesignVersionsCache(projectId: string) {
  return api.delete<unknown>(
    `/cache/projects/project/${encodeURIComponent(projectId)}/design-versions`,
  );
}

/** The staff refresh button: empty the server cache, then fetch the list and versions again
 * (also when emptying failed: the failure is logged by the client). */
export function useRefreshDesignVersions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invalidateDesignVersionsCache(projectId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.designVersions(projectId) }),
  });
}
