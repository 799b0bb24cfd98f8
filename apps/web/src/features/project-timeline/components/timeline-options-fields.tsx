import {
  deliveryMethods,
  productionComplexities,
  type TimelineOptions,
} from '@corner/contracts/display';
import { useId } from 'react';
import styles from './timeline-options-fields.module.css';

export interface TimelineOptionsFieldsProps {
  value: TimelineOptions;
  onChange: (value: TimelineOptions) => void;
}

const complexityLabels = { simple: 'Simple', standard: 'Standard', complex: 'Complex' };
const deliveryLabels = { shipping: 'Shipping', 'air freight': 'Air freight' };

/** Start date, production complexity and delivery method: what a project's plan depends on. */
export function TimelineOptionsFields({ value, onChange }: TimelineOptionsFieldsProps) {
  const id = useId();
  return (
    <div className={styles.fields}>
      <label className={styles.field} htmlFor={`${id}-start`}>
        <span>Start date</span>
        <input
          id={`${id}-start`}
          type="date"
          required
          value={value.startDate}
          onChange={(event) => {
            if (event.target.value) onChange({ ...value, startDate: event.target.value });
          }}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-complexity`}>
        <span>Production complexity</span>
        <select
          id={`${id}-complexity`}
          value={value.productionComplexity}
          onChange={(event) =>
            onChange({
              ...value,
              productionComplexity: event.target.value as TimelineOptions['productionComplexity'],
            })
          }
        >
          {productionComplexities.map((complexity) => (
            <option key={complexity} value={complexity}>
              {complexityLabels[complexity]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-delivery`}>
        <span>Delivery method</span>
        <select
          id={`${id}-delivery`}
          value={value.deliveryMethod}
          onChange={(event) =>
            onChange({
              ...value,
              deliveryMethod: event.target.value as TimelineOptions['deliveryMethod'],
            })
          }
        >
          {deliveryMethods.map((method) => (
            <option key={method} value={method}>
              {deliveryLabels[method]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
