import type { Message } from '@corner/contracts';
import { messageTexts } from '@corner/contracts';
import { useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { LoadingState } from '@/components/ui/states/loading-state';
import { errorText } from '@/components/ui/form/error-text';
import { newestSequence, threadMessages } from '../api/keys';
import { useThread } from '../api/get-thread';
import { useSetReadMark } from '../api/set-read-mark';
import { useLiveThread } from '../api/use-live-thread';
import { Composer, type AboutChoice } from './composer';
import { HideMessageDialog } from './hide-message-dialog';
import { MessageItem, type ThreadViewer } from './message-item';
import styles from './messages.module.css';

export interface MessageThreadProps {
  projectId: string;
  viewer: ThreadViewer;
  /** The design versions the viewer sees, for the composer's 'About'. */
  versions: readonly AboutChoice[];
}

/**
 * Marks the thread read up to its newest message once it is shown (and again as new ones
 * come), except right after the reader marked one unread: that stays until a newer one comes.
 */
function useReadMarks(projectId: string, newest: number, readUpTo: number | undefined) {
  const mark = useSetReadMark(projectId);
  const marked = useRef(0);
  const { mutate } = mark;
  useEffect(() => {
    if (readUpTo === undefined || newest <= Math.max(readUpTo, marked.current)) return;
    marked.current = newest;
    mutate(newest);
  }, [newest, readUpTo, mutate]);
  return (message: Message) => {
    marked.current = Math.max(marked.current, newest);
    mutate(message.sequence - 1);
  };
}

/**
 * A project's thread (issue 36): its messages oldest first with 'Load older messages' above
 * them, kept current by the live connection, read marks set as the newest page shows, and the
 * composer at the bottom. Customers and staff see the same page; staff also see internal notes
 * and the text of hidden messages, and may hide one.
 */
export function MessageThread({ projectId, viewer, versions }: MessageThreadProps) {
  const thread = useThread(projectId);
  const [hiding, setHiding] = useState<Message | null>(null);
  const [status, setStatus] = useState('');
  useLiveThread(projectId, thread.isSuccess);
  const messages = threadMessages(thread.data);
  const readUpTo = thread.data?.pages[0]?.readUpTo;
  const markUnread = useReadMarks(projectId, newestSequence(thread.data), readUpTo);

  if (thread.isPending) return <LoadingState label="Loading messages…" />;
  // Loading an older page may fail with the thread still there: that error shows above it.
  if (!thread.data) {
    return <ErrorPanel error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  const unreadFrom = readUpTo ?? Number.MAX_SAFE_INTEGER;
  return (
    <div className={styles.thread}>
      {thread.hasNextPage ? (
        <div className={styles.older}>
          <Button
            variant="secondary"
            onClick={() => void thread.fetchNextPage()}
            disabled={thread.isFetchingNextPage}
          >
            {thread.isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
          </Button>
          {thread.isFetchNextPageError && thread.error ? (
            <p role="alert" className={styles.error}>
              {errorText(thread.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.empty}>{messageTexts.empty}</p>
      ) : (
        <ol className={styles.messages} aria-label="Messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              viewer={viewer}
              unread={message.author.id !== viewer.id && message.sequence > unreadFrom}
              onHide={setHiding}
              onMarkUnread={(marked) => {
                markUnread(marked);
                setStatus(`Marked as unread from the message of ${marked.author.name}`);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <Composer projectId={projectId} staff={viewer.staff} versions={versions} />
      <HideMessageDialog projectId={projectId} message={hiding} onClose={() => setHiding(null)} />
    </div>
  );
}
