import type { Message } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageChanged, messagePath } from './keys';

/** PATCH /project/{id}/messages/{messageId}: the author's new text; it shows as edited. */
export function editMessage(projectId: string, messageId: string, text: string) {
  return api.patch<Message>(messagePath(projectId, messageId), { text });
}

export function useEditMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: string; text: string }) =>
      editMessage(projectId, messageId, text),
    onSuccess: (message) => messageChanged(queryClient, message),
  });
}
