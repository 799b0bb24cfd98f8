import type { AskForChangesBody, DesignSignOff } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { signOffAnswered } from './sign-off-changed';

/**
 * POST /project/{id}/design-sign-offs/{signOffId}/ask-for-changes: a customer asks for changes
 * to the design waiting for sign-off; their words go to the project's thread.
 */
export function askForChanges(projectId: string, signOffId: string, body: AskForChangesBody) {
  return api.post<DesignSignOff>(
    `${projectPath(projectId)}/design-sign-offs/${encodeURIComponent(signOffId)}/ask-for-changes`,
    body,
  );
}

export function useAskForChanges(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signOffId, text }: { signOffId: string; text: string }) =>
      askForChanges(projectId, signOffId, { text }),
    onSuccess: () => signOffAnswered(queryClient, projectId),
    onError: (error) => {
      // The design is no longer waiting (answered elsewhere, asked again): the section reads it.
      if (!isApiError(error) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: projectKeys.designSignOffs(projectId) });
    },
  });
}
