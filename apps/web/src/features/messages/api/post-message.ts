import type { Message, PostMessageBody } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageChanged, threadPath, waitingChanged } from './keys';

/** POST /project/{id}/messages: writes a message; answers it (201). */
export function postMessage(projectId: string, body: PostMessageBody) {
  return api.post<Message>(threadPath(projectId), body);
}

export function usePostMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) => postMessage(projectId, body),
    onSuccess: async (message) => {
      messageChanged(queryClient, message);
      await waitingChanged(queryClient);
    },
  });
}
