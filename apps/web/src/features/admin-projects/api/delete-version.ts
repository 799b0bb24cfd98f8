import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { getAdminVersionQueryOptions } from './get-admin-version';
import { adminVersionPath } from './keys';

/** DELETE …/design-versions/{versionId}. */
export function deleteVersion(projectId: string, versionId: string) {
  return api.delete<null>(adminVersionPath(projectId, versionId));
}

/** The deleted version's own query goes; every other view of the project is refreshed. */
export function useDeleteVersion(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVersion(projectId, versionId),
    onSuccess: async () => {
      queryClient.removeQueries({
        queryKey: getAdminVersionQueryOptions(projectId, versionId).queryKey,
      });
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    },
  });
}
