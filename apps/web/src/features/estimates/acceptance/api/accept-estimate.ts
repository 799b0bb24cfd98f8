import type { Acceptance, AcceptEstimateRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getProjectAcceptancesQueryOptions } from '@/api/get-project-acceptances';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { getEstimateReservationQueryOptions } from '../../api/get-estimate-reservation';

/** POST /project/{id}/acceptances: the customer accepts an estimate (issue 38). */
export function acceptEstimate(projectId: string, body: AcceptEstimateRequest) {
  return api.post<Acceptance>(`${projectPath(projectId)}/acceptances`, body);
}

export function useAcceptEstimate(projectId: string) {
  const queryClient = useQueryClient();
  const acceptancesKey = getProjectAcceptancesQueryOptions(projectId).queryKey;
  return useMutation({
    mutationFn: (body: AcceptEstimateRequest) => acceptEstimate(projectId, body),
    // Awaited: the dialog closes on a page that already shows the acceptance.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: acceptancesKey }),
    onError: (error, body) => {
      // Refused because something changed since the page loaded (the terms, another
      // acceptance, the estimate's expiry): what the dialog and the page show is asked again.
      if (!isApiError(error) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: acceptancesKey });
      void queryClient.invalidateQueries({
        queryKey: getEstimateReservationQueryOptions({ projectId }, body.estimateId).queryKey,
      });
    },
  });
}
