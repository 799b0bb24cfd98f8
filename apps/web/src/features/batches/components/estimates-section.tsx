import type { Batch } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { EstimateSummary } from '@/components/estimate/estimate-summary';
import { Button } from '@/components/ui/button/button';
import { LoadingState } from '@/components/ui/states/loading-state';
import { logger } from '@/lib/logger';
import { useBatchEstimates } from '../api/get-batch-estimates';
import { useCalculateBatchEstimate } from '../api/calculate-batch-estimate';
import { useDeleteEstimates } from '../api/delete-estimates';
import styles from './batches.module.css';
import { DeleteIconButton } from './delete-icon-button';
import { MissingEstimates } from './missing-estimates';
import { PriceListUsed } from './price-list-used';

export const DELETE_ESTIMATES_QUESTION = 'Are you sure you want to delete this estimates?';

/** Issue 25: what deleting a published batch's estimates does to its public page. */
export const publishedPageWarning = (slug: string) =>
  `The estimate page /${slug} is published: once these estimates are deleted, it shows 'No Estimate found' to everyone who opens it.`;

export const calculateNeedsParametersText = 'Set the delivery parameters above first.';
export const calculateNeedsVersionsText =
  'This batch has no design versions: add one to it in the back office first.';

/**
 * Why Calculate is disabled, said next to it (decision 54); null when it can run. The spec's
 * rule is the parameters; a batch without versions would price nothing, so it waits too.
 */
export function calculateBlockedReason(batch: Batch): string | null {
  if (!batch.estimateParams) return calculateNeedsParametersText;
  if (batch.designVersions.length === 0) return calculateNeedsVersionsText;
  return null;
}

export interface EstimatesSectionProps {
  projectId: string;
  batch: Batch;
}

/** The batch's estimates: cards, calculate (needs parameters), delete with a confirmation. */
export function EstimatesSection({ projectId, batch }: EstimatesSectionProps) {
  const estimateIds = batch.designVersions.flatMap((version) =>
    version.estimateId ? [version.estimateId] : [],
  );
  const estimates = useBatchEstimates(projectId, batch.id, estimateIds);
  const calculate = useCalculateBatchEstimate(projectId, batch.id);
  const remove = useDeleteEstimates(projectId, batch.id);
  const blocked = calculateBlockedReason(batch);
  const reasonId = `calculate-reason-${batch.id}`;
  const [confirming, setConfirming] = useState(false);

  // The mutations refresh the screen themselves, failed or not: a failure is only logged.
  const run = (action: Promise<unknown>, what: string) =>
    action.catch((error: unknown) => logger.error(`Failed to ${what}`, error));

  const list = estimateIds.length === 0 ? [] : (estimates.data ?? []);
  const versionLabel = (designVersionId: string) => {
    const version = batch.designVersions.find((candidate) => candidate.id === designVersionId);
    if (!version) return 'Design version';
    return version.name || formatDateTime(version.createdAt);
  };
  const missing = batch.designVersions.filter((version) => !version.estimateId);
  const page = batch.createdEstimatePage;

  let body;
  if (estimateIds.length > 0 && estimates.isPending) {
    body = <LoadingState label="Loading estimates…" />;
  } else if (estimateIds.length > 0 && estimates.isError) {
    body = (
      <ErrorPanel
        title="Failed to load batches"
        error={estimates.error}
        onRetry={() => void estimates.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>
          <strong>No Estimates</strong>
        </p>
        <p className={styles.muted}>No estimates have been calculated for this batch yet.</p>
        <div className={styles.calculateRow}>
          <Button
            onClick={() => void run(calculate.mutateAsync(), 'calculate the batch estimate')}
            disabled={blocked !== null || calculate.isPending}
            aria-busy={calculate.isPending}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {calculate.isPending ? 'Calculating…' : 'Calculate'}
          </Button>
          {blocked ? (
            <span id={reasonId} className={styles.muted}>
              {blocked}
            </span>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {missing.length > 0 ? (
          <MissingEstimates
            names={missing.map((version) => versionLabel(version.id))}
            total={batch.designVersions.length}
            blockedReason={blocked}
            reasonId={reasonId}
            pending={calculate.isPending}
            onCalculate={() =>
              void run(calculate.mutateAsync('missing'), 'calculate the missing estimates')
            }
          />
        ) : null}
        <ul className={styles.cards} aria-label="Estimates">
          {list.map((estimate) => (
            <li key={estimate.id} className={styles.card}>
              <h4>{versionLabel(estimate.designVersionId)}</h4>
              <EstimateSummary
                estimate={estimate}
                label={`Estimate of ${versionLabel(estimate.designVersionId)}`}
              />
              <PriceListUsed priceList={estimate.priceList} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`estimates-${batch.id}`}>
      <div className={styles.sectionHeader}>
        <h3 id={`estimates-${batch.id}`}>Estimates</h3>
        {list.length > 0 ? (
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Trigger asChild>
              <DeleteIconButton
                size="medium"
                label="Delete estimates"
                disabled={remove.isPending}
                aria-busy={remove.isPending}
              />
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className={styles.overlay} />
              <AlertDialog.Content className={styles.dialog}>
                <AlertDialog.Title>Delete estimates</AlertDialog.Title>
                <AlertDialog.Description>{DELETE_ESTIMATES_QUESTION}</AlertDialog.Description>
                {page ? (
                  <p className={styles.warning}>{publishedPageWarning(page.estimateSlug)}</p>
                ) : null}
                <div className={styles.actions}>
                  <AlertDialog.Cancel asChild>
                    <Button variant="secondary">Cancel</Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action asChild>
                    <Button
                      onClick={() =>
                        void run(
                          remove.mutateAsync(list.map((estimate) => estimate.id)),
                          'delete the estimates',
                        )
                      }
                    >
                      Delete
                    </Button>
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        ) : null}
      </div>
      {body}
    </section>
  );
}
