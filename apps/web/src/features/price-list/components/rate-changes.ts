import type { PriceListRates } from '@corner/contracts';
import { rateGroups } from './price-list-form-values';

/*
 * What one set of rates changes from another (decision 55): each rate by its label, old and
 * new as typed. Compared exactly as decimal text ("1200" and "1200.00" are the same rate),
 * never as floating point.
 */

export interface RateChange {
  /** "Assembly rate", or "Delivery base by size (USD): Small kitchen" in a group of several. */
  label: string;
  from: string;
  to: string;
}

/** "0012.50" → "12.5": the same number written one way, so equal rates compare equal. */
export function canonicalDecimal(text: string): string {
  let value = text.trim();
  if (value.includes('.')) value = value.replace(/0+$/, '').replace(/\.$/, '');
  value = value.replace(/^0+(?=\d)/, '');
  return value === '' ? '0' : value;
}

/** Each rate's label and value, in the form's order. */
export function rateEntries(rates: PriceListRates) {
  return rateGroups.flatMap((group) =>
    group.fields.map((field) => ({
      label: group.fields.length > 1 ? `${group.legend}: ${field.label}` : field.label,
      value: field.read(rates),
    })),
  );
}

/** The rates `after` changes from `before`, in the form's order; none when they agree. */
export function rateChanges(before: PriceListRates, after: PriceListRates): RateChange[] {
  const old = rateEntries(before);
  return rateEntries(after).flatMap((entry, index) => {
    const from = old[index]!.value;
    return canonicalDecimal(from) === canonicalDecimal(entry.value)
      ? []
      : [{ label: entry.label, from, to: entry.value }];
  });
}
