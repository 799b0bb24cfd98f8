import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCreateBatch } from '../api/create-batch';
import styles from './batches.module.css';

export interface CreateBatchDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (batchId: string) => void;
}

/** Spec section 4: a blank name sends nothing; a failure shows 'Error: {message}' here. */
export function CreateBatchDialog({
  projectId,
  open,
  onOpenChange,
  onCreated,
}: CreateBatchDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateBatch(projectId);

  const change = (next: boolean) => {
    if (!next) {
      setName('');
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || create.isPending) return;
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (batch) => {
          change(false);
          onCreated(batch.id);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title>Create batch</Dialog.Title>
          <form onSubmit={submit} className={styles.editor} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${id}-name`}>Batch name</label>
              <input
                id={`${id}-name`}
                className={styles.input}
                placeholder="initial estimate"
                autoComplete="off"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            {create.isError ? (
              <p role="alert" className={styles.error}>
                Error: {create.error.message}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
