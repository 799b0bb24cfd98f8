import type { Message } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageChanged, messagePath, waitingChanged } from './keys';

/** POST /project/{id}/messages/{messageId}/hide (staff): customers then see only its trace. */
export function hideMessage(projectId: string, messageId: string, reason: string) {
  return api.post<Message>(`${messagePath(projectId, messageId)}/hide`, { reason });
}

export function useHideMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      hideMessage(projectId, messageId, reason),
    onSuccess: async (message) => {
      messageChanged(queryClient, message);
      await waitingChanged(queryClient);
    },
  });
}
