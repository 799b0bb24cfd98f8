import { estimateSlugAllowed } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { useCreateEstimatePage } from '../api/create-estimate-page';

export interface EstimatePageDialogProps {
  projectId: string;
  batchId: string;
  designVersionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
}: EstimatePageDialogProps) {
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
        onSuccess: () => change(false),
      },
    );
  };

  return (
    <FormDialog
      title="Create estimate page"
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel="Create"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? `Error: ${create.error.message}` : null}
    >
      <Field label="Page slug" hint={`May hold ${estimateSlugAllowed}.`}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            placeholder="customername-kitchen-estimate"
            autoComplete="off"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
