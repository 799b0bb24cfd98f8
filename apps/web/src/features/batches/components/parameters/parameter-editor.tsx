import type { Batch, EstimateParams } from '@corner/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * The one hint of edit mode (decision 54), true before and after a change: Save Changes and
 * Cancel appear only once a value changed, and a click outside leaves only until then.
 */
export const EDIT_MODE_HINT =
  'Until you change a value, a click outside the parameters leaves edit mode; after, Save Changes or Cancel.';

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
 * pending. Without parameters, Edit opens the blank form at once, its first field focused,
 * and saving it creates them (decision 54: one step, where the spec had a second 'Create').
 * Give it `key={revision}` so that newly loaded parameters start it afresh.
 */
export function ParameterEditor({ projectId, batchId, params, versions }: ParameterEditorProps) {
  const reload = useRefreshBatches(projectId);
  const [editing, setEditing] = useState(false);
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
  }, [form]);

  useClickOutside(containerRef, editing && !isDirty, leaveEditMode);

  const submit = form.handleSubmit((values) => {
    save.mutate(toRequest(values, params), {
      onSuccess: () => {
        toast.success(SAVE_SUCCESS_MESSAGE);
        form.reset(values);
        setEditing(false);
      },
      onError: (error) => {
        logger.error(SAVE_FAILURE_MESSAGE, error);
        toast.error(SAVE_FAILURE_MESSAGE);
        if (isStaleSave(error)) setStale(true);
      },
    });
  });

  // New parameters: the form is ready to fill, its first field focused.
  useEffect(() => {
    if (editing && params === null) containerRef.current?.querySelector('select')?.focus();
  }, [editing, params]);

  return (
    <div ref={containerRef} className={styles.editor}>
      {stale ? (
        <StaleSaveNotice subject={parametersSubject} onReload={() => void reload()} />
      ) : null}

      {editing ? (
        <form noValidate aria-label="Delivery parameters" onSubmit={(event) => void submit(event)}>
          <ParameterFields form={form} />
          <p className={styles.muted}>{EDIT_MODE_HINT}</p>
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
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
