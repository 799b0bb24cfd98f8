import { costDecimals, dollarRateDecimals, filterDecimalInput } from '@corner/contracts/display';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styles from '../batches.module.css';
import {
  countryChangeResets,
  enabledFields,
  type ParameterField,
  type ParameterFormValues,
} from './parameter-form';
import { fieldLabels, selectOptions, type SelectField } from './parameter-labels';

type DecimalField = 'measurements' | 'installation' | 'dollarRate';

/**
 * The line under 'Dollar rate': which way the rate converts (decision 41), e.g.
 * "1 USD = 0.9215 EUR"; a US or USD estimate is not converted.
 */
export function conversionLine(
  values: Pick<ParameterFormValues, 'currency' | 'dollarRate'>,
  enabled: boolean,
) {
  if (!enabled || values.currency === '') return 'No conversion: prices stay in USD';
  const rate = values.dollarRate.trim() === '' ? '…' : values.dollarRate.trim();
  return `1 USD = ${rate} ${values.currency.toUpperCase()}`;
}

const decimalPlaces: Record<DecimalField, number> = {
  measurements: costDecimals,
  installation: costDecimals,
  dollarRate: dollarRateDecimals,
};

/**
 * The editable fields. Required fields the schema refuses are marked (aria-invalid and a red
 * border) without any message text (spec section 5).
 */
export function ParameterFields({ form }: { form: UseFormReturn<ParameterFormValues> }) {
  const id = useId();
  const { register, setValue, watch, formState } = form;
  const enabled = enabledFields({ country: watch('country'), currency: watch('currency') });
  const fieldId = (field: ParameterField | 'conversion') => `${id}-${field}`;
  const invalid = (field: ParameterField) => Boolean(formState.errors[field]);

  const select = (field: SelectField, disabled = false) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>{fieldLabels[field]}</label>
      <select
        id={fieldId(field)}
        className={styles.input}
        aria-invalid={invalid(field)}
        disabled={disabled}
        {...register(field, {
          onChange:
            field === 'country'
              ? () => {
                  for (const [name, value] of Object.entries(countryChangeResets)) {
                    setValue(name as ParameterField, value, { shouldDirty: true });
                  }
                }
              : undefined,
        })}
      >
        <option value="">Select…</option>
        {selectOptions[field].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const checkbox = (field: 'assembled' | 'isCountertopDeliverySeparated', disabled = false) => (
    <div className={`${styles.field} ${styles.checkboxField}`}>
      <input id={fieldId(field)} type="checkbox" disabled={disabled} {...register(field)} />
      <label htmlFor={fieldId(field)}>{fieldLabels[field]}</label>
    </div>
  );

  const conversion = conversionLine(
    { currency: watch('currency'), dollarRate: watch('dollarRate') },
    enabled.dollarRate,
  );

  const decimal = (field: DecimalField, disabled: boolean, dollarSuffix: boolean) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>{fieldLabels[field]}</label>
      <span className={styles.inputWithSuffix}>
        <input
          id={fieldId(field)}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid(field)}
          aria-describedby={field === 'dollarRate' ? fieldId('conversion') : undefined}
          disabled={disabled}
          {...register(field, {
            onChange: (event: { target: { value: string } }) => {
              const filtered = filterDecimalInput(event.target.value, decimalPlaces[field]);
              if (filtered !== event.target.value) {
                setValue(field, filtered, { shouldDirty: true });
              }
            },
          })}
        />
        {dollarSuffix ? (
          <span className={styles.suffix} aria-hidden="true">
            $
          </span>
        ) : null}
      </span>
      {field === 'dollarRate' ? (
        <span id={fieldId('conversion')} className={styles.muted}>
          {conversion}
        </span>
      ) : null}
    </div>
  );

  return (
    <div className={styles.fieldGrid}>
      {select('country')}
      {select('size')}
      {select('distance')}
      {select('usPart', !enabled.usPart)}
      {select('deliveryType', !enabled.deliveryType)}
      {select('currency', !enabled.currency)}
      {decimal('dollarRate', !enabled.dollarRate, false)}
      {decimal('measurements', !enabled.measurements, true)}
      {decimal('installation', !enabled.installation, true)}
      {checkbox('assembled')}
      {checkbox('isCountertopDeliverySeparated', !enabled.isCountertopDeliverySeparated)}
    </div>
  );
}
