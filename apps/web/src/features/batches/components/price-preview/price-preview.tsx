import {
  currencyDecimals,
  formatDateTime,
  formatMoney,
  maxEstimateAmount,
  estimateCostLines,
  type CostField,
} from '@corner/contracts/display';
import type { Batch, EstimateParams } from '@corner/contracts';
import type { EstimateCalculation } from '@corner/pricing';
import { useWatch, type Control } from 'react-hook-form';
import { ErrorPanel } from '@/components/errors/error-panel';
import { toRequest, type ParameterFormValues } from '../parameters/parameter-form';
import styles from './price-preview.module.css';
import { usePricePreview, type VersionPreview } from './use-price-preview';

export interface PricePreviewProps {
  projectId: string;
  batchId: string;
  params: EstimateParams | null;
  versions: Batch['designVersions'];
  control: Control<ParameterFormValues>;
  /** Shown only while a value changed; the reads start as soon as the editor opens. */
  shown: boolean;
}

/** The lines the parameters move (size, distance, assembly, EU costs); rates move them all. */
const parameterLines = new Set<CostField>([
  'assemblyCost',
  'deliveryCost',
  'measurementsCost',
  'installationCost',
]);

/** "+$865.50", "-$120.00" or "no change", worked out in the currency's smallest unit. */
function difference(before: number, after: number, currency: string) {
  const unit = 10 ** currencyDecimals(currency);
  const units = Math.round(after * unit) - Math.round(before * unit);
  if (units === 0) return 'no change';
  const amount = formatMoney(units / unit, currency);
  return units > 0 ? `+${amount}` : amount;
}

export function VersionRow({ version, stored, preview }: VersionPreview) {
  const name = version.name || formatDateTime(version.createdAt);
  let total: string;
  let moved: { label: string; text: string }[] = [];
  if (preview.kind === 'too-large') {
    total = `Calculate would refuse this: an amount over ${formatMoney(maxEstimateAmount, preview.currency)}, the most an estimate holds`;
  } else if (preview.kind === 'refused') {
    total = `Calculate would refuse this: ${preview.reason}`;
  } else {
    const after: EstimateCalculation = preview.estimate;
    const money = (amount: number) => formatMoney(amount, after.currency);
    if (!stored) {
      total = `${money(after.totalCost)} (not calculated yet)`;
    } else if (stored.currency !== after.currency) {
      total = `${formatMoney(stored.totalCost, stored.currency)} → ${money(after.totalCost)}`;
    } else {
      total = `${money(stored.totalCost)} → ${money(after.totalCost)}, ${difference(stored.totalCost, after.totalCost, after.currency)}`;
      moved = estimateCostLines
        .filter(({ field }) => parameterLines.has(field) && stored[field] !== after[field])
        .map(({ field, label }) => ({
          label,
          text: `${money(stored[field])} → ${money(after[field])}`,
        }));
    }
  }
  return (
    <li className={styles.version}>
      <span className={styles.name}>{name}</span>
      <span className={styles.total}>{total}</span>
      {moved.length > 0 ? (
        <dl className={styles.moved}>
          {moved.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * The live price preview (issue 25.1, decision 41): while the parameter editor holds changed
 * values, each version's total under them and its difference to the calculated total, with
 * the lines the parameters moved. The server stays the authority: Calculate stores its own.
 */
export default function PricePreview(props: PricePreviewProps) {
  const values = useWatch({ control: props.control });
  const request = toRequest(values as ParameterFormValues, props.params);
  const state = usePricePreview(props.projectId, props.batchId, props.versions, request);
  if (!props.shown) return null;

  let body;
  if (state.status === 'failed') {
    body = (
      <ErrorPanel
        title="Failed to load the price preview"
        error={state.error}
        onRetry={state.retry}
      />
    );
  } else if (state.status === 'invalid') {
    body = <p className={styles.note}>The preview shows once every required value is valid.</p>;
  } else if (state.status === 'loading') {
    body = <p className={styles.note}>Pricing the design versions…</p>;
  } else {
    body = (
      <>
        <ul className={styles.versions}>
          {state.versions.map((row) => (
            <VersionRow key={row.version.id} {...row} />
          ))}
        </ul>
        <p className={styles.note}>
          Priced with price list version {state.priceListVersion} and the versions&apos; lines as
          read {formatDateTime(new Date(state.readAt))}. Calculate stores the same prices unless the
          price list or a version&apos;s lines change before then.
        </p>
      </>
    );
  }

  return (
    <section className={styles.preview} aria-labelledby={`price-preview-${props.batchId}`}>
      <h4 id={`price-preview-${props.batchId}`}>Price preview</h4>
      {body}
    </section>
  );
}
