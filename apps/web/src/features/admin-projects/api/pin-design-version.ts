import type { AdminProject } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';
import { projectChanged } from './project-changed';
import { unpinDesignVersion } from './unpin-design-version';

/** PUT /admin/projects/{id}/active-design-version: the version customers see. */
export function pinDesignVersion(projectId: string, designVersionId: string) {
  return api.put<AdminProject>(`${adminProjectPath(projectId)}/active-design-version`, {
    designVersionId,
  });
}

/** Pins a version, or unpins with null. */
export function usePinDesignVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string | null) =>
      versionId ? pinDesignVersion(projectId, versionId) : unpinDesignVersion(projectId),
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
