import type { MessageAttachment } from '@corner/contracts';
import { lazy, Suspense, useState } from 'react';
import { fileSize } from './file-size';
import styles from './messages.module.css';

const Lightbox = lazy(() => import('@/components/ui/gallery/lightbox'));

/**
 * A message's files: pictures as thumbnails that open full size in the app's lightbox, PDFs as
 * links with their name and size. The files are the project's, served to its members only.
 */
export function MessageAttachments({
  attachments,
  author,
}: {
  attachments: MessageAttachment[];
  author: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const pictures = attachments.filter((attachment) => attachment.kind === 'picture');
  const pdfs = attachments.filter((attachment) => attachment.kind === 'pdf');
  if (attachments.length === 0) return null;
  return (
    <div className={styles.attachments}>
      {pictures.length > 0 ? (
        <ul className={styles.pictures} aria-label="Pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => setOpen(index)}
                aria-label={`Open ${picture.name} full size`}
              >
                <img
                  src={picture.thumbnailUrl ?? picture.url}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pdfs.length > 0 ? (
        <ul className={styles.files} aria-label="Files">
          {pdfs.map((pdf) => (
            <li key={pdf.id}>
              <a href={pdf.url} target="_blank" rel="noopener noreferrer">
                {pdf.name}
              </a>{' '}
              <span className={styles.muted}>(PDF, {fileSize(pdf.bytes)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={pictures.map((picture) => ({
              thumbnailsFull: picture.url,
              thumbnailsLarge: picture.url,
            }))}
            index={open}
            label={`Pictures from ${author}`}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
