import type { InboxThread } from '@corner/contracts';
import { messageTexts } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useInbox } from '../api/get-inbox';
import styles from './messages.module.css';

/** This screen's address (not in config/paths: the entry every page loads carries that). */
export const inboxPath = '/admin/messages';

const groups: { assignment: InboxThread['assignment']; title: string }[] = [
  { assignment: 'mine', title: 'Your projects' },
  { assignment: 'unassigned', title: 'Projects without a designer' },
  { assignment: 'others', title: "Other designers' projects" },
];

/** The threads of one group, the longest waiting first. */
export const waitingLongestFirst = (threads: InboxThread[]) =>
  [...threads].sort((a, b) => a.waitingSince.localeCompare(b.waitingSince));

function InboxItem({ thread }: { thread: InboxThread }) {
  return (
    <li className={styles.inboxItem}>
      <h3>
        <Link to={paths.projectMessages(thread.projectId)}>{thread.projectName}</Link>
      </h3>
      <p>
        Waiting for us since{' '}
        <time dateTime={thread.waitingSince}>{formatDateTime(thread.waitingSince)}</time>
        {thread.unread > 0 ? ` · ${thread.unread} unread` : null}
      </p>
      <p className={styles.muted}>
        {thread.lastMessage.authorName}: {thread.lastMessage.excerpt}
      </p>
      {thread.designerName ? <p className={styles.muted}>Designer: {thread.designerName}</p> : null}
    </li>
  );
}

/**
 * /admin/messages (staff): the threads where a customer waits for an answer, in three groups
 * (the caller's projects, then the unassigned, then the others'), the longest waiting first.
 */
export function InboxPage() {
  useDocumentTitle('Messages · Back office');
  const inbox = useInbox();
  return (
    <>
      <PageHeader
        title="Messages"
        intro="Project threads where a customer waits for an answer from us, the longest waiting first."
      />
      {inbox.isPending ? <LoadingState label="Loading messages…" /> : null}
      {inbox.isError ? (
        <ErrorPanel error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : null}
      {inbox.data?.length === 0 ? <p>{messageTexts.inboxEmpty}</p> : null}
      {inbox.data && inbox.data.length > 0
        ? groups.map(({ assignment, title }) => {
            const threads = inbox.data.filter((thread) => thread.assignment === assignment);
            if (threads.length === 0) return null;
            return (
              <section key={assignment} className={styles.group} aria-label={title}>
                <h2>{title}</h2>
                <ul className={styles.inbox}>
                  {waitingLongestFirst(threads).map((thread) => (
                    <InboxItem key={thread.projectId} thread={thread} />
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </>
  );
}
