import { formatDateTime } from '@corner/contracts/display';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useBatches } from '../api/get-batches';
import { BatchDetails } from './batch-details';
import styles from './batches.module.css';
import { CreateBatchDialog } from './create-batch-dialog';
import { RequoteRequests } from './requote-requests';

/**
 * The batches screen (spec section 2): the project's batches on the left, the first selected
 * once loaded, the selected batch's details on the right.
 */
export function BatchesPage({ projectId }: { projectId: string }) {
  const batches = useBatches(projectId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  if (batches.isPending) return <LoadingState label="Loading batches…" />;
  if (batches.isError) {
    return (
      <ErrorPanel
        title="Failed to load batches"
        error={batches.error}
        onRetry={() => void batches.refetch()}
      />
    );
  }

  const list = batches.data;
  const selected = list.find((batch) => batch.id === selectedId) ?? list[0];

  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-labelledby="batches-title">
        <div className={styles.sectionHeader}>
          <h2 id="batches-title">Batches</h2>
          <Button variant="secondary" onClick={() => setCreating(true)}>
            Create batch
          </Button>
        </div>
        <RequoteRequests projectId={projectId} />
        {list.length === 0 ? (
          <div className={styles.empty}>
            <p>
              <strong>No Batches</strong>
            </p>
            <p className={styles.muted}>No batches have been created for this project yet.</p>
          </div>
        ) : (
          <ul className={styles.batchList}>
            {list.map((batch) => (
              <li key={batch.id}>
                <button
                  type="button"
                  className={styles.batchButton}
                  aria-current={batch.id === selected?.id}
                  onClick={() => setSelectedId(batch.id)}
                >
                  <strong>{batch.name}</strong>
                  <span className={styles.muted}>
                    {formatDateTime(batch.createdAt)} · {batch.designVersionsCount}{' '}
                    {batch.designVersionsCount === 1 ? 'design version' : 'design versions'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {selected ? (
        <BatchDetails key={selected.id} projectId={projectId} batchId={selected.id} />
      ) : null}
      <CreateBatchDialog
        projectId={projectId}
        open={creating}
        onOpenChange={setCreating}
        onCreated={setSelectedId}
      />
    </div>
  );
}
