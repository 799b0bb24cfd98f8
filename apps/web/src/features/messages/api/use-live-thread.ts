import type { Message } from '@corner/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import {
  messageChanged,
  messageKeys,
  newestSequence,
  threadPath,
  waitingChanged,
  type ThreadData,
} from './keys';

/** GET /project/{id}/messages/live?after=: the thread's changes as server-sent events. */
export const liveThreadUrl = (projectId: string, after: number) =>
  `${env.apiBaseUrl}${threadPath(projectId)}/live?after=${after}`;

/**
 * Keeps an open thread current without reload (issue 36 point 2): the browser's EventSource on
 * the thread's live events, opened once its first page is in the cache (`ready`), after the
 * newest message there. Each `message` event is a message written, edited or hidden: it takes
 * its place in the cache, and the unread counts are asked again. EventSource reconnects by
 * itself and resumes with Last-Event-ID (the event's id is the sequence number).
 */
export function useLiveThread(projectId: string, ready = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !projectId || typeof EventSource === 'undefined') return;
    const data = queryClient.getQueryData<ThreadData>(messageKeys.thread(projectId));
    const source = new EventSource(liveThreadUrl(projectId, newestSequence(data)), {
      withCredentials: true,
    });
    const onMessage = (event: MessageEvent<string>) => {
      let message: Message;
      try {
        message = JSON.parse(event.data) as Message;
      } catch {
        return;
      }
      if (message.projectId !== projectId) return;
      messageChanged(queryClient, message);
      void waitingChanged(queryClient);
    };
    source.addEventListener('message', onMessage);
    return () => {
      source.removeEventListener('message', onMessage);
      source.close();
    };
  }, [projectId, ready, queryClient]);
}
