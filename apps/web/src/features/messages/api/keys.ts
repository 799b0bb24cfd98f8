import type { Message, ThreadPage } from '@corner/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { unreadKey } from '@/api/get-unread-counts';

/** Query keys of the project threads (issue 36): each thread, the unread counts, the inbox. */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (projectId: string) => [...messageKeys.all, 'thread', projectId] as const,
  unread: () => unreadKey,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
};

export const threadPath = (projectId: string) => `${projectPath(projectId)}/messages`;
export const messagePath = (projectId: string, messageId: string) =>
  `${threadPath(projectId)}/${encodeURIComponent(messageId)}`;

/** The cached thread: its pages newest first, as the infinite query keeps them. */
export type ThreadData = InfiniteData<ThreadPage>;

/** The thread's messages oldest first, across the pages loaded. */
export const threadMessages = (data: ThreadData | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];

/** The newest sequence number the cache holds; 0 for an empty thread. */
export const newestSequence = (data: ThreadData | undefined): number =>
  threadMessages(data).reduce((newest, message) => Math.max(newest, message.sequence), 0);

/**
 * The thread with this message in it: in place of the same message (an edit, a hide), else
 * appended to the newest page, in sequence order.
 */
export function withMessage(data: ThreadData, message: Message): ThreadData {
  const known = data.pages.some((page) => page.messages.some((each) => each.id === message.id));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((each) => (each.id === message.id ? message : each)),
      })),
    };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.sequence - b.sequence);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Puts a message the API answered (written, edited, hidden, or told live) into the thread. */
export function messageChanged(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(message.projectId), (data) =>
    data ? withMessage(data, message) : data,
  );
}

/** Unread counts and the inbox change with every message and read mark. */
export const waitingChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.inbox() }),
  ]);
