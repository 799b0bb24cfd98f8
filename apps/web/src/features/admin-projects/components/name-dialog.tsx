import { designVersionNameRequestSchema, type AdminDesignVersion } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { useNameVersion } from '../api/name-version';
import { errorText } from '@/components/ui/form/error-text';

type NameValues = { name: string };

const titles = {
  create: ['New design version', 'Create version', 'Creating…'],
  rename: ['Rename design version', 'Rename', 'Saving…'],
  duplicate: ['Duplicate design version', 'Duplicate', 'Duplicating…'],
} as const;

export interface NameDialogProps {
  projectId: string;
  action: keyof typeof titles;
  /** The version renamed or duplicated. */
  versionId?: string | undefined;
  initialName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: (version: AdminDesignVersion) => void;
}

/** Create, rename or duplicate a design version: one name field. */
export function NameDialog(props: NameDialogProps) {
  const { projectId, action, versionId, initialName, open, onOpenChange, onDone } = props;
  const form = useForm<NameValues>({
    resolver: zodResolver(designVersionNameRequestSchema),
    defaultValues: { name: initialName },
  });
  const mutation = useNameVersion(projectId, action, versionId);
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);
  const change = (next: boolean) => {
    if (!next) mutation.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values.name, {
      onSuccess: (version) => {
        change(false);
        onDone?.(version);
      },
    }),
  );
  const [title, submitLabel, pendingLabel] = titles[action];
  return (
    <FormDialog
      title={title}
      open={open}
      onOpenChange={change}
      onSubmit={(event) => void submit(event)}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
    >
      <Field label="Version name" error={form.formState.errors.name?.message}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="off"
            {...form.register('name')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
