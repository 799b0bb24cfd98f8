import type { EstimateOptions } from '@corner/contracts';
import { choiceKeysOf, optionTexts } from '@corner/contracts/display';
import { useId, type ReactNode } from 'react';
import { Heading } from '@/components/estimate/detail-group';
import { choiceLabel } from './choice-keys';
import { formatDifference } from './format-difference';
import styles from './options.module.css';

export interface OptionGroupsProps {
  options: EstimateOptions;
  currency: string;
  /** The version's name, naming the panel. */
  name: string;
  headingLevel: number;
  /** Group id → the choice shown as chosen; a group left out shows the estimate's. */
  chosen: Record<string, string>;
  /** Group id → choice key → change to the total (null: cannot be priced). */
  differences: EstimateOptions['differences'];
  /** Choosing; without it the choices are listed, not offered (before the page's code runs). */
  onChoose?: ((groupId: string, key: string) => void) | undefined;
  /** The variant, below the choices. */
  children?: ReactNode;
  /** Printed only when the customer chose a variant. */
  printed?: boolean;
}

/**
 * 'Try options' beside a version's summary: one fieldset per group the estimate offers, a radio
 * per choice with its change to the total. The same markup before and after the live pricing
 * loads, so nothing moves when it does.
 */
export function OptionGroups({
  options,
  currency,
  name,
  headingLevel,
  chosen,
  differences,
  onChoose,
  children,
  printed = false,
}: OptionGroupsProps) {
  const id = useId();
  const params = options.base.params;
  return (
    <section
      className={styles.panel}
      aria-label={`${optionTexts.heading}: ${name}`}
      data-print={printed ? 'yes' : 'no'}
    >
      <Heading level={headingLevel} className={styles.heading}>
        {optionTexts.heading}
      </Heading>
      {options.groups.map((group) => {
        const keys = choiceKeysOf(group, params);
        const current = chosen[group.id] ?? keys[0];
        return (
          <fieldset key={group.id} className={styles.group} disabled={onChoose ? undefined : true}>
            <legend className={styles.legend}>{group.label}</legend>
            {keys.map((key) => {
              const difference = differences[group.id]?.[key];
              const unavailable = difference === null;
              return (
                <label key={key} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-${group.id}`}
                    value={key}
                    checked={key === current}
                    disabled={unavailable || undefined}
                    readOnly={!onChoose}
                    onChange={onChoose ? () => onChoose(group.id, key) : undefined}
                  />
                  <span className={styles.choiceName}>{choiceLabel(group, key, options)}</span>
                  <span className={styles.difference}>
                    {unavailable
                      ? 'Not possible with this estimate'
                      : formatDifference(difference ?? 0, currency)}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {children}
    </section>
  );
}
