import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** POST …/design-versions/{versionId}/duplicate: a copy with lines and renders. */
export function duplicateVersion(projectId: string, versionId: string, name: string) {
  return api.post<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/duplicate`, {
    name,
  });
}
