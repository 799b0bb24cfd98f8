import type { Estimate } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';

/*
 * Interim: replaced by the shared components/estimate/estimate-summary.tsx once merged.
 * 'Total Price:' and 'The price is valid until' always; the lines only when non-zero.
 */
const lines: [keyof Estimate, string][] = [
  ['materialsCost', 'Materials'],
  ['componentsCost', 'Components'],
  ['countertopCost', 'Countertop'],
  ['assemblyCost', 'Assembly'],
  ['deliveryCost', 'Delivery'],
  ['measurementsCost', 'Measurements'],
  ['installationCost', 'Installation'],
];

export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  return (
    <dl>
      <dt>Total Price:</dt>
      <dd>{formatMoney(estimate.totalCost, estimate.currency)}</dd>
      <dt>The price is valid until</dt>
      <dd>{formatDate(estimate.validUntil)}</dd>
      {lines
        .filter(([key]) => Number(estimate[key]) !== 0)
        .map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatMoney(Number(estimate[key]), estimate.currency)}</dd>
          </div>
        ))}
    </dl>
  );
}
