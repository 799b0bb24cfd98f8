import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';

/** POST /admin/projects/{id}/design-versions: an empty version. */
export function createVersion(projectId: string, name: string) {
  return api.post<AdminDesignVersion>(`${adminProjectPath(projectId)}/design-versions`, { name });
}
