import type { AdminProject, ProjectFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';

/** PUT /admin/projects/{id}: name, status and customers. */
export function updateProject(projectId: string, request: ProjectFormRequest) {
  return api.put<AdminProject>(adminProjectPath(projectId), request);
}
