import type { PriceListRates, RateKind } from '@corner/contracts';

/*
 * The price-list form: every rate of PRODUCT.md 5 as the text the admin typed (exact
 * decimals, never floating point), flattened to one field each, with the kind of rule it
 * follows (contracts/price-lists.ts).
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

export const rateFields = rateGroups.flatMap((group) => group.fields);

/** Field name → text, for react-hook-form (names are flat: dots would nest). */
export type PriceListFormValues = Record<string, string>;

const key = (name: string) => name.replace('.', '_');
export const fieldKey = key;

export function toFormValues(rates: PriceListRates): PriceListFormValues {
  return Object.fromEntries(rateFields.map((each) => [key(each.name), each.read(rates)]));
}

export function toRates(values: PriceListFormValues): PriceListRates {
  const value = (name: string) => values[key(name)]!.trim();
  return {
    assemblyRate: value('assemblyRate'),
    deliveryBase: {
      small: value('deliveryBase.small'),
      medium: value('deliveryBase.medium'),
      large: value('deliveryBase.large'),
    },
    countryFactor: { us: value('countryFactor.us'), eu: value('countryFactor.eu') },
    usPartFactor: {
      west: value('usPartFactor.west'),
      mid: value('usPartFactor.mid'),
      east: value('usPartFactor.east'),
    },
    distanceFactor: {
      near: value('distanceFactor.near'),
      medium: value('distanceFactor.medium'),
      far: value('distanceFactor.far'),
    },
    deliveryTypeFactor: {
      shipping: value('deliveryTypeFactor.shipping'),
      'air freight': value('deliveryTypeFactor.airFreight'),
    },
    countertopDelivery: {
      small: value('countertopDelivery.small'),
      medium: value('countertopDelivery.medium'),
      large: value('countertopDelivery.large'),
    },
    deposit: {
      usd: value('deposit.usd'),
      eur: value('deposit.eur'),
      gbp: value('deposit.gbp'),
    },
    validityDays: Number(value('validityDays')),
  };
}
