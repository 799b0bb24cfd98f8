import type { ApproveDesignBody, DesignSignOff } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { signOffAnswered } from './sign-off-changed';

/** POST /project/{id}/design-sign-offs/{signOffId}/approve: a customer signs the design off. */
export function approveDesign(projectId: string, signOffId: string, body: ApproveDesignBody) {
  return api.post<DesignSignOff>(
    `${projectPath(projectId)}/design-sign-offs/${encodeURIComponent(signOffId)}/approve`,
    body,
  );
}

export interface ApproveDesignVariables extends ApproveDesignBody {
  signOffId: string;
}

export function useApproveDesign(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signOffId, ...body }: ApproveDesignVariables) =>
      approveDesign(projectId, signOffId, body),
    // Awaited: the dialog closes on a section that already shows the sign-off.
    onSuccess: () => signOffAnswered(queryClient, projectId),
    onError: (error) => {
      // Refused because something changed since the page loaded (the terms, a newer request):
      // what the dialog and the section show is asked again.
      if (!isApiError(error) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: projectKeys.designSignOffs(projectId) });
    },
  });
}
