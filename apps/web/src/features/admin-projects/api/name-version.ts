import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVersion } from './create-version';
import { duplicateVersion } from './duplicate-version';
import { renameVersion } from './rename-version';
import { versionChanged } from './version-changed';

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
