import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCreateEstimatePage } from '../api/create-estimate-page';
import styles from './batches.module.css';

export interface EstimatePageDialogProps {
  projectId: string;
  batchId: string;
  designVersionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Refreshes the screen once the page exists. */
  onCreated: () => unknown;
}

/**
 * Spec section 4, estimate page creation: a blank slug blocks submit silently; on error the
 * message shows ('Error: {message}') and the dialog stays; on success it closes.
 */
export function EstimatePageDialog({
  projectId,
  batchId,
  designVersionId,
  open,
  onOpenChange,
  onCreated,
}: EstimatePageDialogProps) {
  const id = useId();
  const [slug, setSlug] = useState('');
  const create = useCreateEstimatePage(projectId, batchId);

  const change = (next: boolean) => {
    if (!next) {
      setSlug('');
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = slug.trim();
    if (trimmed === '' || create.isPending) return;
    create.mutate(
      { designVersionId, slug: trimmed },
      {
        onSuccess: () => {
          change(false);
          void onCreated();
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title>Create estimate page</Dialog.Title>
          <form onSubmit={submit} className={styles.editor} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${id}-slug`}>Page slug</label>
              <input
                id={`${id}-slug`}
                className={styles.input}
                placeholder="customername-kitchen-estimate"
                autoComplete="off"
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
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
