import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { errorText } from '@/components/ui/form/error-text';

export interface DeleteButtonProps {
  /** What is deleted, e.g. "catalog item"; and its name. */
  what: string;
  name: string;
  /** What else goes or stays, said in the confirmation. */
  consequence?: string;
  remove: UseMutationResult<unknown, Error, void>;
  onDeleted?: () => void;
}

/** "Delete", then a confirmation naming the thing; the dialog shows a refusal. */
export function DeleteButton({ what, name, consequence, remove, onDeleted }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        setOpen(next);
      }}
      trigger={
        <Button variant="ghost" aria-label={`Delete ${name}`}>
          Delete
        </Button>
      }
      title={`Delete ${what}`}
      description={`Delete “${name}”? ${consequence ?? ''}This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            setOpen(false);
            onDeleted?.();
          },
        })
      }
    />
  );
}
