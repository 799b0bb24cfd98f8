import type { DesignSignOff, RequestSignOffBody } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { signOffChanged } from './sign-off-changed';

/**
 * POST /project/{id}/design-sign-offs: staff mark a design version ready for sign-off with its
 * drawings, uploaded first (issue 38 point 3); a request still waiting is replaced. 409 while
 * the design is signed off, or for the project template.
 */
export function requestSignOff(projectId: string, body: RequestSignOffBody) {
  return api.post<DesignSignOff>(`${projectPath(projectId)}/design-sign-offs`, body);
}

export function useRequestSignOff(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestSignOffBody) => requestSignOff(projectId, body),
    onSuccess: () => signOffChanged(queryClient, projectId),
  });
}
