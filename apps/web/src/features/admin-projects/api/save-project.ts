import type { ProjectFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revised } from '@/lib/revised';
import { createProject } from './create-project';
import { projectChanged } from './project-changed';
import { updateProject } from './update-project';

/** Creates when there is no project yet, else saves it from the revision the editor shows. */
export function useSaveProject(editing?: Revised) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectFormRequest) =>
      editing
        ? updateProject(editing.id, { ...request, revision: editing.revision })
        : createProject(request),
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
