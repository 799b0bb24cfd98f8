import type { AdminDesignVersion, OptionGroupRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';
import { versionChanged } from './version-changed';

/**
 * PUT …/design-versions/{versionId}/options: the options customers may try, every group
 * (a group sent with its id keeps it, so variant addresses customers shared keep working).
 */
export function saveVersionOptions(
  projectId: string,
  versionId: string,
  groups: OptionGroupRequest[],
) {
  return api.put<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/options`, {
    groups,
  });
}

export function useSaveVersionOptions(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: OptionGroupRequest[]) => saveVersionOptions(projectId, versionId, groups),
    onSuccess: (version) => versionChanged(queryClient, version),
  });
}
