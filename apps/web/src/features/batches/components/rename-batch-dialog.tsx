import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { FormDialog } from '@/components/ui/form';
import { useRenameBatch } from '../api/rename-batch';
import { BatchNameField } from './batch-name-field';

export interface RenameBatchProps {
  projectId: string;
  batchId: string;
  name: string;
}

/**
 * 'Rename' and its dialog, in the create-batch modal's style: a blank name sends nothing, a
 * failure (another batch's name: 409) shows 'Error: {message}' and the dialog stays.
 */
export function RenameBatch({ projectId, batchId, name: current }: RenameBatchProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(current);
  const rename = useRenameBatch(projectId, batchId);

  const change = (next: boolean) => {
    setName(current);
    rename.reset();
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || rename.isPending) return;
    rename.mutate({ name: trimmed }, { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        Rename
      </Button>
      <FormDialog
        title="Rename batch"
        open={open}
        onOpenChange={change}
        onSubmit={submit}
        submitLabel="Save"
        pendingLabel="Saving…"
        pending={rename.isPending}
        error={rename.isError ? `Error: ${rename.error.message}` : null}
      >
        <BatchNameField
          name={name}
          onChange={setName}
          hint="Each batch of a project has a name of its own."
        />
      </FormDialog>
    </>
  );
}
