import type { AdminProject } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { useSaveProject } from '../api/save-project';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import {
  projectFormSchema,
  toProjectFormValues,
  toProjectRequest,
  type ProjectFormInput,
  type ProjectFormOutput,
} from './project-form';
import { ProjectFields } from './project-fields';

/** The project's name, status and customers, saved together. */
export function ProjectEditor({ project }: { project: AdminProject }) {
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    values: toProjectFormValues(project),
  });
  const save = useSaveProject(project.id);
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
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {errorText(save.error)}
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
