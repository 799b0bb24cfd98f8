import type { Batch } from '@corner/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { useDeleteBatch } from '../api/delete-batch';
import styles from './batches.module.css';
import { DeleteIconButton } from './delete-icon-button';

export const DELETE_BATCH_QUESTION = 'Are you sure you want to delete this batch?';

/**
 * The batch's bin and its confirmation, in the spec's style for estimates ('Are you sure you
 * want to delete this …?'), saying what goes with it and naming a published page.
 */
export function DeleteBatch({ projectId, batch }: { projectId: string; batch: Batch }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteBatch(projectId, batch.id);
  const page = batch.createdEstimatePage;
  return (
    <ConfirmDialog
      trigger={<DeleteIconButton size="medium" label="Delete batch" />}
      title="Delete batch"
      description={DELETE_BATCH_QUESTION}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      notice={
        <div className={styles.warning}>
          <p>
            &lsquo;{batch.name}&rsquo; goes with its parameters and estimates; an estimate pinned
            for the customer or reserved by them stays.
          </p>
          {page ? (
            <p>
              Its estimate page <strong>/{page.estimateSlug}</strong> is published: it goes too, and
              its link will no longer open.
            </p>
          ) : null}
          {remove.isError ? (
            <p role="alert" className={styles.error}>
              Error: {remove.error.message}
            </p>
          ) : null}
        </div>
      }
      open={open}
      onOpenChange={(next) => {
        remove.reset();
        setOpen(next);
      }}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
    />
  );
}
