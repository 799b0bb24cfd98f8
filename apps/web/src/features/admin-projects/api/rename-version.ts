import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** PUT …/design-versions/{versionId}: a new name. */
export function renameVersion(projectId: string, versionId: string, name: string) {
  return api.put<AdminDesignVersion>(adminVersionPath(projectId, versionId), { name });
}
