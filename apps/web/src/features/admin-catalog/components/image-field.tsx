import type { Image } from '@corner/contracts';
import type { ComponentType } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import styles from './admin-catalog.module.css';

/** The uploader (features/uploads), handed in by the route so features stay apart. */
export type Uploader = ComponentType<{
  label: string;
  multiple?: boolean;
  onUploaded: (image: Image) => void;
}>;

export interface ImageFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's field holding the picture (an Image, or null for none). */
  name: Path<T>;
  uploader: Uploader;
}

/**
 * A form's one picture: the current one with "Remove picture", and the uploader to replace
 * it, bound to the field `name`.
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  uploader: Upload,
}: ImageFieldProps<T>) {
  const { field } = useController({ control, name });
  const value = (field.value ?? null) as Image | null;
  const onChange = field.onChange as (image: Image | null) => void;
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
      <Upload label="Upload picture" multiple={false} onUploaded={(image) => onChange(image)} />
    </div>
  );
}
