import type { Image } from '@corner/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './admin-catalog.module.css';
import type { Uploader } from './image-field';

export interface KitchenRendersProps {
  renders: Image[];
  onChange: Dispatch<SetStateAction<Image[]>>;
  uploader: Uploader;
}

/** The kitchen's pictures in gallery order (the first is the cover): add, move, remove. */
export function KitchenRenders({ renders, onChange, uploader: Upload }: KitchenRendersProps) {
  const move = (index: number, by: -1 | 1) => {
    const order = [...renders];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    onChange(order);
  };
  return (
    <>
      <Upload
        label="Upload renders"
        onUploaded={(image) => onChange((current) => [...current, image])}
      />
      {renders.length === 0 ? <p>No images available</p> : null}
      <ol className={styles.renders} aria-label="Renders in gallery order">
        {renders.map((render, index) => (
          <li key={render.id}>
            <img
              src={render.thumbnailsSmall}
              alt={`Render ${index + 1}: ${render.filename}`}
              width={render.width}
              height={render.height}
            />
            <div className={styles.inline}>
              <Button
                variant="ghost"
                disabled={index === 0}
                aria-label={`Move ${render.filename} earlier`}
                onClick={() => move(index, -1)}
              >
                ←
              </Button>
              <Button
                variant="ghost"
                disabled={index === renders.length - 1}
                aria-label={`Move ${render.filename} later`}
                onClick={() => move(index, 1)}
              >
                →
              </Button>
              <Button
                variant="ghost"
                aria-label={`Remove ${render.filename}`}
                onClick={() => onChange(renders.filter((other) => other.id !== render.id))}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
