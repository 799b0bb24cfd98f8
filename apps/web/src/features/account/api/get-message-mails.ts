import type { MessageMails } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, messageMailsPath } from './keys';

/** GET /user/message-mails: whether the caller is mailed about messages they have not read. */
export function getMessageMails(signal?: AbortSignal) {
  return api.get<MessageMails>(messageMailsPath, { signal });
}

export function getMessageMailsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.messageMails(),
    queryFn: ({ signal }) => getMessageMails(signal),
  });
}

export function useMessageMails() {
  return useQuery(getMessageMailsQueryOptions());
}
