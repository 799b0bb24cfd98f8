import type { AdminDesignVersion } from '@corner/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useChangeVersion } from '../api/change-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';

export interface RenderListProps {
  version: AdminDesignVersion;
  /** Where new renders come from (the uploader), shown above the list. */
  uploader: ReactNode;
}

/** The version's renders in gallery order: move one earlier or later, or delete it. */
export function RenderList({ version, uploader }: RenderListProps) {
  const change = useChangeVersion(version.projectId, version.id);
  const ids = version.renders.map((render) => render.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    change.mutate({ kind: 'reorder-renders', imageIds: order });
  };
  const count = version.renders.length;
  return (
    <section className={styles.section} aria-labelledby="version-renders">
      <h2 id="version-renders">Renders</h2>
      {uploader}
      {count === 0 ? <p>No images available</p> : null}
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(change.error)}
        </p>
      ) : null}
      <ol className={styles.renders} aria-label="Renders in gallery order">
        {version.renders.map((render, index) => (
          <li key={render.id} className={styles.render}>
            <img
              src={render.thumbnailsSmall}
              alt={`Render ${index + 1}: ${render.filename}`}
              width={render.width}
              height={render.height}
              loading="lazy"
            />
            <div className={styles.renderActions}>
              <Button
                variant="ghost"
                disabled={index === 0 || change.isPending}
                aria-label={`Move ${render.filename} earlier`}
                onClick={() => move(index, -1)}
              >
                ←
              </Button>
              <Button
                variant="ghost"
                disabled={index === count - 1 || change.isPending}
                aria-label={`Move ${render.filename} later`}
                onClick={() => move(index, 1)}
              >
                →
              </Button>
              <Button
                variant="ghost"
                disabled={change.isPending}
                aria-label={`Delete ${render.filename}`}
                onClick={() => change.mutate({ kind: 'detach-render', imageId: render.id })}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
