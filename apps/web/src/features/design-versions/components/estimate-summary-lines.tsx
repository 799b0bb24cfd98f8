import type { Estimate } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import styles from './design-versions.module.css';

const lines: { key: keyof Estimate; label: string }[] = [
  { key: 'materialsCost', label: 'Materials' },
  { key: 'componentsCost', label: 'Components' },
  { key: 'countertopCost', label: 'Countertop' },
  { key: 'assemblyCost', label: 'Assembly' },
  { key: 'deliveryCost', label: 'Delivery' },
  { key: 'measurementsCost', label: 'Measurements' },
  { key: 'installationCost', label: 'Installation' },
];

/** The estimate's total, validity and its non-zero lines (spec section 2, PRODUCT.md 5). */
export function EstimateSummaryLines({ estimate }: { estimate: Estimate }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Total Price:</dt>
        <dd>{formatMoney(estimate.totalCost, estimate.currency)}</dd>
      </div>
      {lines
        .filter(({ key }) => Number(estimate[key]) !== 0)
        .map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatMoney(Number(estimate[key]), estimate.currency)}</dd>
          </div>
        ))}
      <div>
        <dt>The price is valid until</dt>
        <dd>{formatDate(estimate.validUntil)}</dd>
      </div>
    </dl>
  );
}
