import type { PreviewTotal, PriceListPreview, PriceListRates } from '@corner/contracts';
import { formatDateTime, formatMoney } from '@corner/contracts/display';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { usePriceListPreview } from '../api/preview-price-list';
import styles from './price-list.module.css';
import { RateChangeList } from './rate-change-list';
import { rateChanges } from '@corner/contracts/display';

export const NO_RATE_CHANGES = 'No rate changes';
export const OPEN_BATCHES_HINT =
  'Open batches have their parameters set, no estimate page and no reserved spot. Their estimates change only when Calculate is pressed again; estimates already made keep their version.';
export const NO_OPEN_BATCHES = 'No open batches: no estimate waits to be calculated again.';

export interface ConfirmNewVersionDialogProps {
  /** The version it would follow, with its rates. */
  activeVersion: number;
  activeRates: PriceListRates;
  /** The rates to save; null while closed. */
  draft: PriceListRates | null;
  pending: boolean;
  /** Where the focus goes back to when it closes (the save button that opened it). */
  returnFocus: () => HTMLElement | null | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

function totalText(total: PreviewTotal, currency: string) {
  return total.kind === 'priced'
    ? formatMoney(total.totalCost, currency)
    : `Calculate would refuse: ${total.reason}`;
}

/** "+$865.50", "-$120.00" or "no change": the server's difference, rounded by the money module. */
function differenceText(difference: number | null, currency: string) {
  if (difference === null) return null;
  if (difference === 0) return 'no change';
  const amount = formatMoney(difference, currency);
  return difference > 0 ? `+${amount}` : amount;
}

function OpenBatches({ preview }: { preview: PriceListPreview }) {
  if (preview.batches.length === 0) return <p className={styles.hint}>{NO_OPEN_BATCHES}</p>;
  return (
    <>
      <ul className={styles.batches}>
        {preview.batches.map((batch) => (
          <li key={batch.batchId}>
            <h4>
              {batch.projectName} · {batch.batchName}
            </h4>
            {batch.versions.length === 0 ? (
              <p className={styles.hint}>No design versions</p>
            ) : (
              <ul className={styles.totals}>
                {batch.versions.map((version) => {
                  const difference = differenceText(version.difference, batch.currency);
                  return (
                    <li key={version.designVersionId}>
                      <span className={styles.versionName}>
                        {version.name || formatDateTime(version.createdAt)}
                      </span>{' '}
                      <span>
                        {totalText(version.current, batch.currency)} →{' '}
                        {totalText(version.proposed, batch.currency)}
                        {difference ? `, ${difference}` : ''}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {preview.moreBatches > 0 ? (
        <p className={styles.hint}>
          {preview.moreBatches === 1
            ? 'One more open batch, older, is not shown.'
            : `${preview.moreBatches} more open batches, older, are not shown.`}
        </p>
      ) : null}
    </>
  );
}

/**
 * The confirmation before a new version goes live (issue 34.5, decision 55): every rate it
 * changes, old → new, and each open batch's totals today and with the new rates, priced by
 * the same calculation as Calculate. Cancel has the focus first; it changes nothing.
 */
export function ConfirmNewVersionDialog(props: ConfirmNewVersionDialogProps) {
  const { draft } = props;
  const preview = usePriceListPreview(draft);
  const next = props.activeVersion + 1;
  const changes = draft ? rateChanges(props.activeRates, draft) : [];

  let batches;
  if (preview.isPending) {
    batches = <p className={styles.hint}>Pricing the open batches…</p>;
  } else if (preview.isError) {
    batches = (
      <ErrorPanel
        title="Failed to price the open batches"
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  } else {
    batches = <OpenBatches preview={preview.data} />;
  }

  return (
    <AlertDialog.Root
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            // Opened by a submit, not a trigger: back to the button, when it is still there.
            event.preventDefault();
            props.returnFocus()?.focus();
          }}
        >
          <AlertDialog.Title>Make version {next} active?</AlertDialog.Title>
          <AlertDialog.Description>
            Estimates calculated from then on use version {next}. Check what it changes before it
            goes live.
          </AlertDialog.Description>
          <section aria-labelledby="new-version-rates">
            <h3 id="new-version-rates">Rates</h3>
            {changes.length === 0 ? <p>{NO_RATE_CHANGES}</p> : <RateChangeList changes={changes} />}
          </section>
          <section aria-labelledby="new-version-batches">
            <h3 id="new-version-batches">Open batches, today → with version {next}</h3>
            <p className={styles.hint}>{OPEN_BATCHES_HINT}</p>
            {batches}
          </section>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button disabled={props.pending} aria-busy={props.pending} onClick={props.onConfirm}>
              {props.pending ? 'Saving…' : `Save as version ${next}`}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
