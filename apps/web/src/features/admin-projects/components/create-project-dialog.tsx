import type { AdminProject } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form';
import { useSession } from '@/lib/auth/get-session';
import { useSaveProject } from '../api/save-project';
import { errorText } from '@/components/ui/form/error-text';
import {
  blankProject,
  projectFormSchema,
  toProjectRequest,
  type ProjectFormInput,
  type ProjectFormOutput,
} from './project-form';
import { ProjectFields } from './project-fields';

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (project: AdminProject) => void;
}

/** A new project: name, status, at least one customer e-mail, and its designer. */
export function CreateProjectDialog({ open, onOpenChange, onCreated }: CreateProjectDialogProps) {
  const creatorId = useSession().data?.id;
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    // Follows the session if it arrives after the dialog opened, keeping what was typed.
    values: blankProject(creatorId),
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveProject();
  const change = (next: boolean) => {
    if (!next) {
      form.reset(blankProject(creatorId));
      save.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(toProjectRequest(values), {
      onSuccess: (project) => {
        change(false);
        onCreated(project);
      },
    }),
  );
  return (
    <FormDialog
      title="New project"
      open={open}
      onOpenChange={change}
      onSubmit={(event) => void submit(event)}
      submitLabel="Create project"
      pendingLabel="Creating…"
      pending={save.isPending}
      error={save.isError ? errorText(save.error) : null}
    >
      <ProjectFields form={form} />
    </FormDialog>
  );
}
