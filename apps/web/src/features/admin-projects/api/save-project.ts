import type { AdminProject, ProjectFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createProject } from './create-project';
import { adminProjectPath } from './keys';
import { projectChanged } from './project-changed';

/** PUT /admin/projects/{id}: name, status and customers. */
export function updateProject(projectId: string, request: ProjectFormRequest) {
  return api.put<AdminProject>(adminProjectPath(projectId), request);
}

/** Creates when there is no project id yet, else saves that project. */
export function useSaveProject(projectId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectFormRequest) =>
      projectId ? updateProject(projectId, request) : createProject(request),
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
