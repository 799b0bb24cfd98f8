import { pipelineTexts } from '@corner/contracts/display';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import type { PipelinePeriodQuery } from '../api/get-pipeline';
import styles from './pipeline.module.css';

export interface PeriodFormProps {
  /** The period shown: the answer's, so the days left out of the address show as filled in. */
  value: PipelinePeriodQuery;
  onApply: (period: PipelinePeriodQuery) => void;
}

/** The period of the cohort: two calendar days, applied together. */
export function PeriodForm({ value, onApply }: PeriodFormProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(pipelineTexts.fromAfterTo);
      return;
    }
    setProblem(undefined);
    onApply(draft);
  };
  return (
    <form role="search" aria-label="Pipeline period" className={styles.period} onSubmit={submit}>
      <Field label="From" error={problem}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClassName}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClassName}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </div>
    </form>
  );
}
