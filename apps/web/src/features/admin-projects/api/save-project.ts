import type { ProjectFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject } from './create-project';
import { projectChanged } from './project-changed';
import { updateProject } from './update-project';

/** Creates when there is no project id yet, else saves that project. */
export function useSaveProject(projectId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectFormRequest) =>
      projectId ? updateProject(projectId, request) : createProject(request),
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
