import type { MessageMails } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getMessageMailsQueryOptions } from './get-message-mails';
import { messageMailsPath } from './keys';

/** PUT /user/message-mails: turns the mails about unread messages on or off. */
export function setMessageMails(body: MessageMails) {
  return api.put<MessageMails>(messageMailsPath, body);
}

export function useSetMessageMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageMails,
    onSuccess: (saved) => queryClient.setQueryData(getMessageMailsQueryOptions().queryKey, saved),
  });
}
