import type { AdminProject, UpdateProjectRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';

/** PUT /admin/projects/{id}: name, status and customers; a stale revision answers 409. */
export function updateProject(projectId: string, request: UpdateProjectRequest) {
  return api.put<AdminProject>(adminProjectPath(projectId), request);
}
