import type { MessageAttachment } from '@corner/contracts';
import { messageLimits, messageTexts } from '@corner/contracts';
import { pictureAccept } from '@corner/contracts/display';
import { useId, useRef, useState, type FormEvent } from 'react';
import { uploadAttachment } from '@/api/upload-attachment';
import { Button } from '@/components/ui/button/button';
import { errorText } from '@/components/ui/form/error-text';
import { inputClassName } from '@/components/ui/form';
import { isApiError } from '@/lib/api-error';
import { usePostMessage } from '../api/post-message';
import { fileSize } from './file-size';
import styles from './messages.module.css';

/** A design version a message may point at. */
export interface AboutChoice {
  id: string;
  name: string;
}

interface PendingFile {
  key: string;
  name: string;
  bytes: number;
  attachment: MessageAttachment | null;
  error: string | null;
}

export interface ComposerProps {
  projectId: string;
  /** Staff may write an internal note. */
  staff: boolean;
  /** The design versions the viewer sees, for 'About'. */
  versions: readonly AboutChoice[];
}

const fileAccept = `${pictureAccept},application/pdf`;
let nextKey = 0;

const uploadError = (error: unknown) =>
  isApiError(error) ? (error.details ?? error.message) : 'The file could not be uploaded';

/** The files picked for the next message, each uploaded at once (its id goes with the message). */
function useAttachments(projectId: string) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((all) => all.map((file) => (file.key === key ? { ...file, ...change } : file)));
  const add = (picked: FileList) => {
    for (const file of [...picked]) {
      const key = `attachment-${nextKey++}`;
      setFiles((all) => [
        ...all,
        { key, name: file.name, bytes: file.size, attachment: null, error: null },
      ]);
      uploadAttachment(projectId, file).then(
        (attachment) => update(key, { attachment }),
        (error: unknown) => update(key, { error: uploadError(error) }),
      );
    }
  };
  const remove = (key: string) => setFiles((all) => all.filter((file) => file.key !== key));
  const uploading = files.some((file) => !file.attachment && !file.error);
  const ids = files.flatMap((file) => (file.attachment ? [file.attachment.id] : []));
  return { files, add, remove, clear: () => setFiles([]), uploading, ids };
}

/**
 * Writes to the thread: the text, what it is about (a design version), staff's 'Internal
 * note', and pictures or PDFs. Kept at the bottom of the screen, above a phone's keyboard; a
 * refusal shows the API's sentence and keeps what was written.
 */
export function Composer({ projectId, staff, versions }: ComposerProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [about, setAbout] = useState('');
  const [internal, setInternal] = useState(false);
  const [empty, setEmpty] = useState(false);
  const post = usePostMessage(projectId);
  const attachments = useAttachments(projectId);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setEmpty(true);
    post.mutate(
      {
        text,
        internal,
        about: about ? { designVersionId: about } : undefined,
        attachmentIds: attachments.ids,
      },
      {
        onSuccess: () => {
          setText('');
          setInternal(false);
          attachments.clear();
        },
      },
    );
  };
  const error = empty ? messageTexts.emptyText : post.isError ? errorText(post.error) : null;

  return (
    <form className={styles.composer} onSubmit={send} noValidate aria-label="Write a message">
      <div className={styles.composerRow}>
        <label htmlFor={`${id}-text`} className={styles.composerLabel}>
          Message
        </label>
        <textarea
          id={`${id}-text`}
          className={`${inputClassName} ${styles.composerText}`}
          value={text}
          rows={2}
          maxLength={messageLimits.maxTextLength}
          aria-invalid={empty}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
        />
      </div>
      <div className={styles.composerOptions}>
        {versions.length > 0 ? (
          <div className={styles.composerAbout}>
            <label htmlFor={`${id}-about`}>About</label>
            <select
              id={`${id}-about`}
              className={inputClassName}
              value={about}
              onChange={(event) => setAbout(event.target.value)}
            >
              <option value="">Nothing in particular</option>
              {versions.map((version) => (
                <option key={version.id} value={version.id}>
                  {version.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {staff ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={internal}
              onChange={(event) => setInternal(event.target.checked)}
            />
            Internal note
          </label>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={fileAccept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            if (event.target.files) attachments.add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={attachments.files.length >= messageLimits.maxAttachments}
        >
          Attach pictures or PDFs
        </Button>
        <Button type="submit" disabled={post.isPending || attachments.uploading}>
          {post.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      {attachments.files.length > 0 ? (
        <ul className={styles.pending} aria-label="Files to send">
          {attachments.files.map((file) => (
            <li key={file.key}>
              {file.name} ({fileSize(file.bytes)}){' '}
              {file.error ? (
                <span className={styles.error}>{file.error}</span>
              ) : file.attachment ? null : (
                <span className={styles.muted}>uploading…</span>
              )}
              <button
                type="button"
                className={styles.action}
                onClick={() => attachments.remove(file.key)}
              >
                Remove<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
