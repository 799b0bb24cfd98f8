import type { Message } from '@corner/contracts';
import { aboutLabel, messageTexts } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { errorText } from '@/components/ui/form/error-text';
import { inputClassName } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useEditMessage } from '../api/edit-message';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';
import styles from './messages.module.css';

/** Who reads the thread: their id (their own messages), and whether they are staff. */
export interface ThreadViewer {
  id: string;
  staff: boolean;
}

export interface MessageItemProps {
  message: Message;
  viewer: ThreadViewer;
  /** A message from someone else after the reader's read mark. */
  unread: boolean;
  onHide: (message: Message) => void;
  onMarkUnread: (message: Message) => void;
}

const roleLabels: Record<Message['author']['role'], string> = {
  customer: 'Customer',
  staff: 'Corner',
};

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

/** Customers go back to the estimate page, staff to the version in the back office. */
function AboutLink({ message, staff }: { message: Message; staff: boolean }) {
  const { about, projectId } = message;
  if (!about) return null;
  const to = staff
    ? paths.adminDesignVersion(projectId, about.designVersionId)
    : paths.projectEstimate(projectId);
  return (
    <p className={styles.about}>
      <Link to={to}>{aboutLabel(about)}</Link>
    </p>
  );
}

function HiddenTrace({ message }: { message: Message }) {
  const { hidden } = message;
  if (!hidden) return null;
  return (
    <div className={styles.hidden}>
      <p>{messageTexts.hidden}</p>
      {hidden.reason !== null ? (
        <p className={styles.muted}>
          Hidden{hidden.by ? ` by ${hidden.by}` : ''}, <Time value={hidden.at} />. Reason:{' '}
          {hidden.reason}
        </p>
      ) : null}
      {message.text !== null ? (
        <div className={styles.hiddenText}>
          <p className={styles.muted}>The hidden text, shown to staff only:</p>
          <MessageText text={message.text} />
        </div>
      ) : null}
    </div>
  );
}

function EditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(message.text ?? '');
  const edit = useEditMessage(message.projectId);
  const save = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ messageId: message.id, text }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} className={styles.editForm} noValidate>
      <label htmlFor={id}>Edit your message</label>
      <textarea
        id={id}
        className={inputClassName}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {edit.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(edit.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * One message of the thread: who wrote it and when, what it is about, its text with clickable
 * links and its files; an internal note is marked as one, a hidden message leaves its trace,
 * an edited one says so with the time. Its author may edit it, staff may hide it, and a reader
 * may mark someone else's message unread.
 */
export function MessageItem({ message, viewer, unread, onHide, onMarkUnread }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const own = message.author.id === viewer.id;
  const live = message.hidden === null;
  return (
    <li
      className={styles.message}
      data-internal={message.internal || undefined}
      data-own={own || undefined}
      aria-label={`${message.author.name}, ${formatDateTime(message.createdAt)}`}
    >
      <header className={styles.messageHead}>
        <span className={styles.author}>{message.author.name}</span>
        <span className={styles.role}>{roleLabels[message.author.role]}</span>
        <Time value={message.createdAt} />
        {unread ? <span className={styles.new}>New</span> : null}
      </header>
      {message.internal ? <p className={styles.internal}>{messageTexts.internalNote}</p> : null}
      <AboutLink message={message} staff={viewer.staff} />
      {message.hidden ? (
        <HiddenTrace message={message} />
      ) : editing ? (
        <EditForm message={message} onDone={() => setEditing(false)} />
      ) : message.text !== null ? (
        <MessageText text={message.text} />
      ) : null}
      {live ? (
        <MessageAttachments attachments={message.attachments} author={message.author.name} />
      ) : null}
      {message.editedAt ? (
        <p className={styles.muted}>
          {messageTexts.edited} <Time value={message.editedAt} />
        </p>
      ) : null}
      {!editing ? (
        <div className={styles.messageActions}>
          {own && live ? (
            <button
              type="button"
              className={styles.action}
              aria-label="Edit your message"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          ) : null}
          {viewer.staff && live ? (
            <button
              type="button"
              className={styles.action}
              aria-label={`Hide the message of ${message.author.name}`}
              onClick={() => onHide(message)}
            >
              Hide
            </button>
          ) : null}
          {!own ? (
            <button type="button" className={styles.action} onClick={() => onMarkUnread(message)}>
              Mark as unread
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
