import type { AdminProject } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';

/** DELETE /admin/projects/{id}/active-design-version: customers see the latest estimated version again. */
export function unpinDesignVersion(projectId: string) {
  return api.delete<AdminProject>(`${adminProjectPath(projectId)}/active-design-version`);
}
