import type { PriceListRates } from '@corner/contracts';
import { rateGroups } from '@corner/contracts/display';

/*
 * The price-list form: every rate (contracts/price-list-rates.ts) flattened to one field each,
 * as the text the admin typed.
 */

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
