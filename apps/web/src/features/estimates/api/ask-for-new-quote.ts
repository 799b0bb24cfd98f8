import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getEstimateReservationQueryOptions } from './get-estimate-reservation';

/** POST /project/{id}/estimate/requote-requests: 'Ask for a new quote' (decision 37.7). */
export function askForNewQuote(projectId: string, estimateId: string) {
  return api.post<{ requestedAt: string }>(
    `/project/${encodeURIComponent(projectId)}/estimate/requote-requests`,
    { estimateId },
  );
}

export function useAskForNewQuote(projectId: string, estimateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => askForNewQuote(projectId, estimateId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getEstimateReservationQueryOptions({ projectId }, estimateId).queryKey,
      }),
  });
}
