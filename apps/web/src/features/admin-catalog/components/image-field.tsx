import type { Image } from '@corner/contracts';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './admin-catalog.module.css';

/** The uploader (features/uploads), handed in by the route so features stay apart. */
export type Uploader = ComponentType<{
  label: string;
  multiple?: boolean;
  onUploaded: (image: Image) => void;
}>;

export interface ImageFieldProps {
  label: string;
  value: Image | null;
  onChange: (image: Image | null) => void;
  uploader: Uploader;
}

/** One picture: the current one with "Remove picture", and the uploader to replace it. */
export function ImageField({ label, value, onChange, uploader: Upload }: ImageFieldProps) {
  return (
    <div className={styles.imageField}>
      {value ? (
        <div className={styles.inline}>
          <img
            src={value.thumbnailsSmall}
            alt={`Current picture: ${value.filename}`}
            width={96}
            height={Math.round((96 * value.height) / Math.max(value.width, 1))}
            className={styles.thumb}
          />
          <Button variant="secondary" onClick={() => onChange(null)}>
            Remove picture
          </Button>
        </div>
      ) : null}
      <Upload label={label} multiple={false} onUploaded={(image) => onChange(image)} />
    </div>
  );
}
