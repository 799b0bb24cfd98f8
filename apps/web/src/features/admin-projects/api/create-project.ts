import type { AdminProject, ProjectFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';

/** POST /admin/projects: a new project; e-mails without an account become customers. */
export function createProject(request: ProjectFormRequest) {
  return api.post<AdminProject>('/admin/projects', request);
}
