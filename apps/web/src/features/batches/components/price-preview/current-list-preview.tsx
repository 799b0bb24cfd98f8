import type { Batch, EstimateParams } from '@corner/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './price-preview.module.css';

// The pricing code loads on the first press, not with the screen (decision 41).
const CurrentListBody = lazy(() => import('./current-list-body'));

export const PREVIEW_CURRENT_LIST = 'Preview with the current price list';

export interface CurrentListPreviewProps {
  projectId: string;
  batchId: string;
  params: EstimateParams | null;
  versions: Batch['designVersions'];
}

/**
 * 'Preview with the current price list' (issue 34.5, decision 55): what the active list gives
 * for the batch's saved parameters, next to the totals calculated, without editing anything.
 */
export function CurrentListPreview({
  projectId,
  batchId,
  params,
  versions,
}: CurrentListPreviewProps) {
  const [shown, setShown] = useState(false);
  if (!params || versions.length === 0) return null;
  const id = `current-list-preview-${batchId}`;
  return (
    <div className={styles.current}>
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={shown ? id : undefined}
        onClick={() => setShown((was) => !was)}
      >
        {PREVIEW_CURRENT_LIST}
      </Button>
      {shown ? (
        <section id={id} className={styles.preview} aria-labelledby={`${id}-title`}>
          <h4 id={`${id}-title`}>Price preview with the current price list</h4>
          <Suspense fallback={<p className={styles.note}>Pricing the design versions…</p>}>
            <CurrentListBody
              projectId={projectId}
              batchId={batchId}
              params={params}
              versions={versions}
            />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
