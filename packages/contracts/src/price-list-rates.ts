import type { PriceListRates, RateKind } from './price-lists.js';

/*
 * Every rate of the price list (PRODUCT.md 5) by its label, in the form's order, and what one
 * set of rates changes from another (decision 55): the back office's form and versions, and the
 * audit trail's words (issue 39). Exact decimal text, never floating point. No zod here.
 */

export interface RateField {
  name: string;
  label: string;
  kind: RateKind;
  read: (rates: PriceListRates) => string;
}

export interface RateGroup {
  legend: string;
  hint?: string;
  fields: RateField[];
}

const field = (
  name: string,
  label: string,
  kind: RateKind,
  read: (rates: PriceListRates) => string,
): RateField => ({ name, label, kind, read });

export const rateGroups: RateGroup[] = [
  {
    legend: 'Assembly',
    hint: 'A share of materials and components when the kitchen is assembled: 0.12 is 12%.',
    fields: [field('assemblyRate', 'Assembly rate', 'share', (r) => r.assemblyRate)],
  },
  {
    legend: 'Delivery base by size (USD)',
    fields: [
      field('deliveryBase.small', 'Small kitchen', 'amount', (r) => r.deliveryBase.small),
      field('deliveryBase.medium', 'Medium kitchen', 'amount', (r) => r.deliveryBase.medium),
      field('deliveryBase.large', 'Large kitchen', 'amount', (r) => r.deliveryBase.large),
    ],
  },
  {
    legend: 'Country factor',
    fields: [
      field('countryFactor.us', 'United States', 'factor', (r) => r.countryFactor.us),
      field('countryFactor.eu', 'Europe', 'factor', (r) => r.countryFactor.eu),
    ],
  },
  {
    legend: 'US region factor',
    fields: [
      field('usPartFactor.west', 'West', 'factor', (r) => r.usPartFactor.west),
      field('usPartFactor.mid', 'Mid', 'factor', (r) => r.usPartFactor.mid),
      field('usPartFactor.east', 'East', 'factor', (r) => r.usPartFactor.east),
    ],
  },
  {
    legend: 'Distance factor',
    fields: [
      field('distanceFactor.near', 'Near', 'factor', (r) => r.distanceFactor.near),
      field('distanceFactor.medium', 'Medium distance', 'factor', (r) => r.distanceFactor.medium),
      field('distanceFactor.far', 'Far', 'factor', (r) => r.distanceFactor.far),
    ],
  },
  {
    legend: 'US delivery type factor',
    fields: [
      field(
        'deliveryTypeFactor.shipping',
        'Shipping',
        'factor',
        (r) => r.deliveryTypeFactor.shipping,
      ),
      field(
        'deliveryTypeFactor.airFreight',
        'Air freight',
        'factor',
        (r) => r.deliveryTypeFactor['air freight'],
      ),
    ],
  },
  {
    legend: 'Separate countertop delivery, US (USD)',
    fields: [
      field(
        'countertopDelivery.small',
        'Countertop, small kitchen',
        'amount',
        (r) => r.countertopDelivery.small,
      ),
      field(
        'countertopDelivery.medium',
        'Countertop, medium kitchen',
        'amount',
        (r) => r.countertopDelivery.medium,
      ),
      field(
        'countertopDelivery.large',
        'Countertop, large kitchen',
        'amount',
        (r) => r.countertopDelivery.large,
      ),
    ],
  },
  {
    legend: 'Deposit',
    hint: 'What RESERVE A SPOT takes, in the currency of the estimate. A payment of another amount waits for staff under Payments.',
    fields: [
      field('deposit.usd', 'Deposit to reserve a spot (USD)', 'amount', (r) => r.deposit.usd),
      field('deposit.eur', 'Deposit to reserve a spot (EUR)', 'amount', (r) => r.deposit.eur),
      field('deposit.gbp', 'Deposit to reserve a spot (GBP)', 'amount', (r) => r.deposit.gbp),
    ],
  },
  {
    legend: 'Validity',
    fields: [
      field('validityDays', 'Estimates valid for (days)', 'days', (r) => String(r.validityDays)),
    ],
  },
];

export interface RateChange {
  /** The rate's name: 'assemblyRate', 'deliveryBase.small'. */
  field: string;
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
      field: field.name,
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
      : [{ field: entry.field, label: entry.label, from, to: entry.value }];
  });
}
