import type { AdminProject } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { saveFailure } from '@/components/ui/form';
import { getAdminProjectQueryOptions } from '../api/get-admin-project';
import { useSaveProject } from '../api/save-project';
import styles from './admin-projects.module.css';
import {
  projectFormSchema,
  toProjectFormValues,
  toProjectRequest,
  type ProjectFormInput,
  type ProjectFormOutput,
} from './project-form';
import { ProjectFields } from './project-fields';

/**
 * The project's name, status and customers, saved together. The form always shows the
 * project as last loaded (`values`), so a save sends back that revision (decision 29).
 */
export function ProjectEditor({ project }: { project: AdminProject }) {
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    values: toProjectFormValues(project),
  });
  const save = useSaveProject(project);
  const queryClient = useQueryClient();
  const reload = async () => {
    const { queryKey } = getAdminProjectQueryOptions(project.id);
    await queryClient.invalidateQueries({ queryKey });
    save.reset();
  };
  const failure = saveFailure(save.error, {
    subject: { noun: 'project' },
    onReload: () => void reload(),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(toProjectRequest(values), {
      onSuccess: (saved) => form.reset(toProjectFormValues(saved)),
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="project-details">
      <h2 id="project-details">Details</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <ProjectFields form={form} />
        {failure.notice}
        {failure.error ? (
          <p role="alert" className={styles.error}>
            {failure.error}
          </p>
        ) : null}
        {save.isSuccess && !form.formState.isDirty ? (
          <p role="status" className={styles.saved}>
            Saved
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save project'}
          </Button>
        </div>
      </form>
    </section>
  );
}
