import type { Acceptance, WithdrawAcceptanceRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getProjectAcceptancesQueryOptions } from '@/api/get-project-acceptances';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';

/** POST /project/{id}/acceptances/{acceptanceId}/withdraw: staff, with a reason (issue 38). */
export function withdrawAcceptance(
  projectId: string,
  acceptanceId: string,
  body: WithdrawAcceptanceRequest,
) {
  return api.post<Acceptance>(
    `${projectPath(projectId)}/acceptances/${encodeURIComponent(acceptanceId)}/withdraw`,
    body,
  );
}

export function useWithdrawAcceptance(projectId: string, acceptanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => withdrawAcceptance(projectId, acceptanceId, { reason }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getProjectAcceptancesQueryOptions(projectId).queryKey,
      }),
  });
}
