import type { Batch, EstimateParams } from '@corner/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { toast } from '@/components/ui/toast';
import { StaleSaveNotice } from '@/components/ui/form';
import { isStaleSave } from '@/components/ui/form/stale-save-notice';
import { logger } from '@/lib/logger';
import { useUpdateParameters } from '../../api/update-parameters';
import { useRefreshBatches } from '../../api/refresh-batch';
import styles from '../batches.module.css';
import { ParameterFields } from './parameter-fields';
import {
  parameterResolver,
  toFormValues,
  toRequest,
  type ParameterFormValues,
} from './parameter-form';
import { ParameterSummary } from './parameter-summary';
import { useClickOutside } from './use-click-outside';

// The live preview loads with the editor, not with the screen (decision 41).
const PricePreview = lazy(() => import('../price-preview/price-preview'));

export const CLICK_OUTSIDE_HINT = 'A click outside the parameters leaves edit mode.';
export const PENDING_CHANGES_HINT = 'Save Changes or Cancel to leave edit mode.';

export const SAVE_SUCCESS_MESSAGE = 'Batch params saved successfully';
export const SAVE_FAILURE_MESSAGE = 'Failed to save batch params';

const parametersSubject = { noun: 'parameters', plural: true };

export interface ParameterEditorProps {
  projectId: string;
  batchId: string;
  params: EstimateParams | null;
  /** The batch's versions: given, the editor previews their prices under the edited values. */
  versions?: Batch['designVersions'] | undefined;
}

/**
 * The batch parameter editor (spec sections 4 and 5). Read-only until Edit; Save Changes and
 * Cancel only once a value changed; a click outside leaves edit mode unless a change is
 * pending. Give it `key={revision}` so that newly loaded parameters start it afresh.
 */
export function ParameterEditor({ projectId, batchId, params, versions }: ParameterEditorProps) {
  const reload = useRefreshBatches(projectId);
  const [editing, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [stale, setStale] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const form = useForm<ParameterFormValues>({
    defaultValues: toFormValues(params),
    resolver: parameterResolver(params),
  });
  const { isDirty } = form.formState;
  const save = useUpdateParameters(projectId, batchId);

  const leaveEditMode = useCallback(() => {
    form.reset();
    setEditing(false);
    setCreating(false);
  }, [form]);

  useClickOutside(containerRef, editing && !isDirty, leaveEditMode);

  const submit = form.handleSubmit((values) => {
    save.mutate(toRequest(values, params), {
      onSuccess: () => {
        toast.success(SAVE_SUCCESS_MESSAGE);
        form.reset(values);
        setEditing(false);
        setCreating(false);
      },
      onError: (error) => {
        logger.error(SAVE_FAILURE_MESSAGE, error);
        toast.error(SAVE_FAILURE_MESSAGE);
        if (isStaleSave(error)) setStale(true);
      },
    });
  });

  const showForm = editing && (params !== null || creating);

  return (
    <div ref={containerRef} className={styles.editor}>
      {stale ? (
        <StaleSaveNotice subject={parametersSubject} onReload={() => void reload()} />
      ) : null}

      {showForm ? (
        <form noValidate aria-label="Delivery parameters" onSubmit={(event) => void submit(event)}>
          <ParameterFields form={form} />
          <p className={styles.muted}>{isDirty ? PENDING_CHANGES_HINT : CLICK_OUTSIDE_HINT}</p>
          {versions && versions.length > 0 ? (
            <Suspense fallback={null}>
              <PricePreview
                projectId={projectId}
                batchId={batchId}
                params={params}
                versions={versions}
                control={form.control}
                shown={isDirty}
              />
            </Suspense>
          ) : null}
          {isDirty ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={leaveEditMode} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save Changes'}
              </Button>
            </div>
          ) : null}
        </form>
      ) : (
        <>
          {params ? <ParameterSummary params={params} /> : <p>No parameters</p>}
          {editing ? <p className={styles.muted}>{CLICK_OUTSIDE_HINT}</p> : null}
          <div className={styles.actions}>
            {editing ? (
              <Button onClick={() => setCreating(true)}>Create</Button>
            ) : (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
