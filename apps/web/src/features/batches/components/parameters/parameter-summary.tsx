import type { EstimateParams } from '@corner/contracts';
import { costDecimals } from '@corner/contracts/display';
import styles from '../batches.module.css';
import { enabledFields, type ParameterField } from './parameter-form';
import { fieldLabels, optionLabel } from './parameter-labels';

const none = '—';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const cost = (value: number | null) => (value === null ? none : `${value.toFixed(costDecimals)} $`);

/** The saved parameters, read-only: the dollar rate as stored (4 decimals), costs with 2 and a $. */
export function ParameterSummary({ params }: { params: EstimateParams }) {
  const enabled = enabledFields(params);
  const rows: [ParameterField, string][] = [
    ['country', optionLabel('country', params.country)],
    ['size', optionLabel('size', params.size)],
    ['distance', optionLabel('distance', params.distance)],
    ['usPart', enabled.usPart && params.usPart ? optionLabel('usPart', params.usPart) : none],
    [
      'deliveryType',
      enabled.deliveryType && params.deliveryType
        ? optionLabel('deliveryType', params.deliveryType)
        : none,
    ],
    ['currency', optionLabel('currency', params.currency)],
    ['dollarRate', params.dollarRate ?? none],
    ['measurements', enabled.measurements ? cost(params.measurements) : none],
    ['installation', enabled.installation ? cost(params.installation) : none],
    ['assembled', yesNo(params.assembled)],
    [
      'isCountertopDeliverySeparated',
      enabled.isCountertopDeliverySeparated ? yesNo(params.isCountertopDeliverySeparated) : none,
    ],
  ];
  return (
    <dl className={styles.summaryList}>
      {rows.map(([field, value]) => (
        <div key={field} className={styles.summaryRow}>
          <dt>{fieldLabels[field]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
