import type { Batch, EstimateParams } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import { ErrorPanel } from '@/components/errors/error-panel';
import { toFormValues, toRequest } from '../parameters/parameter-form';
import { VersionRow } from './price-preview';
import styles from './price-preview.module.css';
import { usePricePreview } from './use-price-preview';

export interface CurrentListBodyProps {
  projectId: string;
  batchId: string;
  params: EstimateParams;
  versions: Batch['designVersions'];
}

/**
 * The batch's saved parameters priced with the active price list (decision 55): each
 * version's calculated total → what Calculate would store now, by the same functions as the
 * live preview (decision 41). Nothing is edited or saved.
 */
export default function CurrentListBody({
  projectId,
  batchId,
  params,
  versions,
}: CurrentListBodyProps) {
  const request = toRequest(toFormValues(params), params);
  const state = usePricePreview(projectId, batchId, versions, request);
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title="Failed to load the price preview"
        error={state.error}
        onRetry={state.retry}
      />
    );
  }
  if (state.status === 'invalid') {
    return <p className={styles.note}>The saved parameters cannot be priced: edit them first.</p>;
  }
  if (state.status === 'loading') {
    return <p className={styles.note}>Pricing the design versions…</p>;
  }
  return (
    <>
      <ul className={styles.versions}>
        {state.versions.map((row) => (
          <VersionRow key={row.version.id} {...row} />
        ))}
      </ul>
      <p className={styles.note}>
        With price list version {state.priceListVersion}, the saved parameters and each
        version&apos;s lines as read {formatDateTime(new Date(state.readAt))}. Nothing is saved:
        Calculate stores new estimates.
      </p>
    </>
  );
}
