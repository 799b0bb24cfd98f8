import type { Estimate } from '@corner/contracts';
import { formatDate, formatMoney, estimateCostLines } from '@corner/contracts/display';
import styles from './estimate-summary.module.css';

export interface EstimateSummaryProps {
  estimate: Estimate;
  /** Names the summary for assistive technology, e.g. the design version's name. */
  label?: string | undefined;
}

/**
 * The price of an estimate (spec section 2): 'Total Price:' and 'The price is valid until'
 * always, then each breakdown line only when it is not zero, in the estimate's currency.
 */
export function EstimateSummary({ estimate, label = 'Estimate' }: EstimateSummaryProps) {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  const lines = estimateCostLines.filter(({ field }) => estimate[field] !== 0);
  return (
    <section className={styles.summary} aria-label={label}>
      <dl className={styles.headline}>
        <div className={styles.total}>
          <dt>Total Price:</dt>
          <dd>{money(estimate.totalCost)}</dd>
        </div>
        <div className={styles.validity}>
          <dt>The price is valid until</dt>
          <dd>
            <time dateTime={estimate.validUntil}>{formatDate(estimate.validUntil)}</time>
          </dd>
        </div>
      </dl>
      {lines.length > 0 ? (
        <dl className={styles.lines}>
          {lines.map(({ field, label: lineLabel }) => (
            <div key={field} className={styles.line}>
              <dt>{lineLabel}</dt>
              <dd>{money(estimate[field])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
