import type { TimelineOptions } from '@corner/contracts/display';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCreateSubstages } from '../api/create-substages';
import { todayCalendarDate } from '../timeline-options';
import styles from './create-substages-form.module.css';
import { TimelineOptionsFields } from './timeline-options-fields';

export interface CreateSubstagesFormProps {
  projectId: string;
  /** The project's current options, where it has them. */
  initial: Partial<TimelineOptions> & Omit<TimelineOptions, 'startDate'>;
  hasStages: boolean;
}

/** Staff: plan (or plan again) the project's stages from a start date and its options. */
export function CreateSubstagesForm({ projectId, initial, hasStages }: CreateSubstagesFormProps) {
  const [options, setOptions] = useState<TimelineOptions>({
    ...initial,
    startDate: initial.startDate ?? todayCalendarDate(),
  });
  const create = useCreateSubstages(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      startDate: options.startDate,
      productionComplexity: options.productionComplexity,
      deliveryType: options.deliveryMethod,
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Plan the stages">
      <h2 className={styles.title}>{hasStages ? 'Plan the stages again' : 'Plan the stages'}</h2>
      <TimelineOptionsFields value={options} onChange={setOptions} />
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating stages…' : 'Create stages'}
        </Button>
        {create.isSuccess ? <p role="status">Stages created.</p> : null}
        {create.isError ? <p role="alert">Error: {create.error.message}</p> : null}
      </div>
    </form>
  );
}
