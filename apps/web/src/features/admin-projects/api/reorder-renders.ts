import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** PUT …/design-versions/{versionId}/renders: the renders in a new order. */
export function reorderRenders(projectId: string, versionId: string, imageIds: string[]) {
  return api.put<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/renders`, {
    imageIds,
  });
}
