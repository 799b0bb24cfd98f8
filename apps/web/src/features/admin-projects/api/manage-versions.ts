import type { AdminDesignVersion } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectPath, adminVersionPath } from './keys';
import { versionChanged } from './version-changed';

/** POST /admin/projects/{id}/design-versions: an empty version. */
export function createVersion(projectId: string, name: string) {
  return api.post<AdminDesignVersion>(`${adminProjectPath(projectId)}/design-versions`, { name });
}

/** PUT …/design-versions/{versionId}: a new name. */
export function renameVersion(projectId: string, versionId: string, name: string) {
  return api.put<AdminDesignVersion>(adminVersionPath(projectId, versionId), { name });
}

/** POST …/design-versions/{versionId}/duplicate: a copy with lines and renders. */
export function duplicateVersion(projectId: string, versionId: string, name: string) {
  return api.post<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/duplicate`, {
    name,
  });
}

/** DELETE …/design-versions/{versionId}. */
export function deleteVersion(projectId: string, versionId: string) {
  return api.delete<null>(adminVersionPath(projectId, versionId));
}

/** Create, rename or duplicate: each answers the version, kept and spread to other views. */
export function useNameVersion(
  projectId: string,
  action: 'create' | 'rename' | 'duplicate',
  versionId?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => {
      if (action === 'create') return createVersion(projectId, name);
      if (action === 'rename') return renameVersion(projectId, versionId!, name);
      return duplicateVersion(projectId, versionId!, name);
    },
    onSuccess: (version) => versionChanged(queryClient, version),
  });
}

export function useDeleteVersion(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVersion(projectId, versionId),
    onSuccess: async () => {
      queryClient.removeQueries({
        queryKey: ['projects', projectId, 'admin', 'version', versionId],
      });
      await queryClient.invalidateQueries({ queryKey: ['projects', projectId] });
    },
  });
}
