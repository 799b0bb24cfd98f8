import type { Image } from '@corner/contracts';
import { acceptedPictureTypes, pictureAccept } from '@corner/contracts/display';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { uploadImage } from '../api/upload-image';
import styles from './image-uploader.module.css';
import {
  percentOf,
  precheck,
  uploadErrorMessage,
  type UploadEntry,
  type UploadStatus,
} from './upload-queue';

export interface ImageUploaderProps {
  /** What the pictures are for, e.g. "Upload renders". */
  label: string;
  /**
   * Called with each stored picture, e.g. to attach it to a design version. While its promise
   * runs the file shows as saving; when it fails, its message shows on the file.
   */
  onUploaded: (image: Image, file: File) => Promise<unknown> | void;
  /** Several files at once (the default), or one. */
  multiple?: boolean;
}

let nextKey = 0;

/**
 * Pictures sent to POST /admin/images: dropped on the zone or chosen, several at once, each
 * with its own progress bar and, when refused, its own message. Finished files leave the list.
 */
export function ImageUploader({ label, onUploaded, multiple = true }: ImageUploaderProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const remove = (key: string) => setEntries((all) => all.filter((entry) => entry.key !== key));
  const fail = (key: string, error: string) => update(key, { status: 'failed', error });

  async function send(file: File, key: string) {
    try {
      const image = await uploadImage(file, {
        onProgress: ({ loaded, total }) => update(key, { percent: percentOf(loaded, total) }),
      });
      update(key, { percent: 100, status: 'saving' });
      await onUploaded(image, file);
      remove(key);
    } catch (error) {
      fail(key, uploadErrorMessage(error));
    }
  }

  function start(files: FileList | File[]) {
    const chosen = multiple ? [...files] : [...files].slice(0, 1);
    const added = chosen.map((file) => {
      const error = precheck(file);
      const status: UploadStatus = error ? 'failed' : 'uploading';
      return {
        file,
        entry: { key: `upload-${nextKey++}`, name: file.name, percent: 0, status, error },
      };
    });
    setEntries((all) => [...all, ...added.map((item) => item.entry)]);
    for (const { file, entry } of added) {
      if (entry.status === 'uploading') void send(file, entry.key);
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) start(event.dataTransfer.files);
  };

  return (
    <div className={styles.uploader}>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p className={styles.label} id={`${id}-label`}>
          {label}
        </p>
        <p className={styles.hint}>
          Drag {multiple ? 'pictures' : 'a picture'} here, or choose {multiple ? 'them' : 'one'}.{' '}
          {acceptedPictureTypes}; at most 15 MB and 40 megapixels each.
        </p>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          className="visually-hidden"
          accept={pictureAccept}
          multiple={multiple}
          aria-labelledby={`${id}-label`}
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) start(event.target.files);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {multiple ? 'Choose pictures' : 'Choose a picture'}
        </Button>
      </div>
      {entries.length > 0 ? (
        <ul className={styles.files} aria-label="Uploads">
          {entries.map((entry) => (
            <UploadRow key={entry.key} entry={entry} onDismiss={() => remove(entry.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow({ entry, onDismiss }: { entry: UploadEntry; onDismiss: () => void }) {
  if (entry.status === 'failed') {
    return (
      <li className={styles.file} data-status="failed">
        <p role="alert" className={styles.error}>
          {entry.name}: {entry.error}
        </p>
        <Button variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${entry.name}`}>
          Dismiss
        </Button>
      </li>
    );
  }
  const state = entry.status === 'saving' ? 'Saving…' : `${entry.percent}%`;
  return (
    <li className={styles.file} data-status={entry.status}>
      <span className={styles.name}>{entry.name}</span>
      <progress max={100} value={entry.percent} aria-label={`Uploading ${entry.name}`} />
      <span className={styles.state}>{state}</span>
    </li>
  );
}
