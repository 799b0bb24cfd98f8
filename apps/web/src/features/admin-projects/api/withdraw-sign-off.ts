import type { DesignSignOff, WithdrawSignOffBody } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { signOffChanged } from './sign-off-changed';

/** POST /project/{id}/design-sign-offs/{signOffId}/withdraw: staff, with a reason (issue 38). */
export function withdrawSignOff(projectId: string, signOffId: string, body: WithdrawSignOffBody) {
  return api.post<DesignSignOff>(
    `${projectPath(projectId)}/design-sign-offs/${encodeURIComponent(signOffId)}/withdraw`,
    body,
  );
}

export function useWithdrawSignOff(projectId: string, signOffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => withdrawSignOff(projectId, signOffId, { reason }),
    onSuccess: () => signOffChanged(queryClient, projectId),
  });
}
