import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form';
import { useCreateBatch } from '../api/create-batch';
import { BatchNameField } from './batch-name-field';

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
    <FormDialog
      title="Create batch"
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel="Create"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? `Error: ${create.error.message}` : null}
    >
      <BatchNameField name={name} onChange={setName} />
    </FormDialog>
  );
}
