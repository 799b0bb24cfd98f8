import type { Country, DeliveryType, EstimateCurrency, UsPart } from './options.js';
import { decimalPattern, type ValidationRules } from './validation-rules.js';

/*
 * The rules of the estimate parameters (spec sections 4 and 5, PRODUCT.md 5), once, zod-free:
 * the web form, the API's storage and the pricing package all call these.
 */

/** Decimal places the spec allows: dollar rate 4, measurements and installation costs 2. */
export const dollarRateDecimals = 4;
export const costDecimals = 2;

/** What the columns hold: numeric(12, 4) for the rate, numeric(14, 2) for the costs. */
export const dollarRateRules = {
  min: 0,
  max: 99_999_999,
  maxDecimals: dollarRateDecimals,
  pattern: decimalPattern,
  custom: (value: string) => (Number(value) > 0 ? undefined : 'A rate must be above 0'),
} satisfies ValidationRules;

/** The currency of an estimate for a country: a US estimate is in usd. */
export function currencyFor<C extends EstimateCurrency | undefined>(
  country: Country | undefined,
  chosen: C,
): C | 'usd' {
  return country === 'us' ? 'usd' : chosen;
}

/** Units of the currency per US dollar, as a decimal string: usd is 1 whatever was typed. */
export function dollarRateFor(
  currency: EstimateCurrency | undefined,
  rate: string | null | undefined,
): string | null {
  return currency === 'usd' ? '1' : (rate ?? null);
}

/** Which fields apply to a country and currency (spec section 4, field enabling). */
export function applicableParameterFields(choice: {
  country: Country | '' | undefined;
  currency: EstimateCurrency | '' | undefined;
}) {
  const isUs = choice.country === 'us';
  const isEu = choice.country === 'eu';
  return {
    usPart: isUs,
    deliveryType: isUs,
    isCountertopDeliverySeparated: isUs,
    currency: !isUs,
    dollarRate: !isUs && choice.currency !== 'usd',
    measurements: isEu,
    installation: isEu,
  };
}

/** The fields `normaliseEstimateParameters` decides; the rest pass through unchanged. */
export interface ParameterChoices {
  country?: Country;
  currency?: EstimateCurrency;
  usPart?: UsPart | null;
  deliveryType?: DeliveryType | null;
  isCountertopDeliverySeparated?: boolean;
  /** USD: a number from a form, or the decimal string a stored row holds. */
  measurements?: number | string | null;
  installation?: number | string | null;
  dollarRate?: string | null;
}

/**
 * The parameters as they are stored and priced: a US estimate in usd, usd at a rate of 1,
 * and every field that does not apply to the country and currency cleared.
 */
export function normaliseEstimateParameters<P extends ParameterChoices>(params: P) {
  const currency = currencyFor(params.country, params.currency);
  const applies = applicableParameterFields({ country: params.country, currency });
  return {
    ...params,
    currency,
    usPart: applies.usPart ? (params.usPart ?? null) : null,
    deliveryType: applies.deliveryType ? (params.deliveryType ?? null) : null,
    isCountertopDeliverySeparated:
      applies.isCountertopDeliverySeparated && (params.isCountertopDeliverySeparated ?? false),
    measurements: applies.measurements ? (params.measurements ?? null) : null,
    installation: applies.installation ? (params.installation ?? null) : null,
    dollarRate: dollarRateFor(currency, params.dollarRate),
  };
}
