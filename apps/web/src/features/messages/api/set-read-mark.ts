import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys, threadPath, waitingChanged, type ThreadData } from './keys';

/**
 * PUT /project/{id}/messages/read: every message up to `readUpTo` is read; marking one
 * unread sets the mark just before it (204).
 */
export function setReadMark(projectId: string, readUpTo: number) {
  return api.put<null>(`${threadPath(projectId)}/read`, { readUpTo });
}

export function useSetReadMark(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readUpTo: number) => setReadMark(projectId, readUpTo),
    onSuccess: async (_answer, readUpTo) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(projectId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, readUpTo })) } : data,
      );
      await waitingChanged(queryClient);
    },
  });
}
