import {
  filterDecimalInput,
  updateParametersRequestSchema,
  type Country,
  type DeliveryType,
  type Distance,
  type EstimateCurrency,
  type EstimateParams,
  type KitchenSize,
  type UpdateParametersRequest,
  type UsPart,
} from '@corner/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** Decimal places (spec sections 5 and 9): dollar rate 4, costs 2. */
export const DOLLAR_RATE_DECIMALS = 4;
export const COST_DECIMALS = 2;

/** The editor's values: selects and decimal inputs as text, '' when not chosen. */
export interface ParameterFormValues {
  country: Country | '';
  size: KitchenSize | '';
  assembled: boolean;
  usPart: UsPart | '';
  distance: Distance | '';
  deliveryType: DeliveryType | '';
  isCountertopDeliverySeparated: boolean;
  measurements: string;
  installation: string;
  currency: EstimateCurrency | '';
  dollarRate: string;
}

export type ParameterField = keyof ParameterFormValues;

export const blankParameterValues: ParameterFormValues = {
  country: '',
  size: '',
  assembled: false,
  usPart: '',
  distance: '',
  deliveryType: '',
  isCountertopDeliverySeparated: false,
  measurements: '',
  installation: '',
  currency: '',
  dollarRate: '',
};

const decimalText = (value: number | null, places: number) =>
  value === null ? '' : value.toFixed(places);

export function toFormValues(params: EstimateParams | null): ParameterFormValues {
  if (!params) return blankParameterValues;
  return {
    country: params.country,
    size: params.size,
    assembled: params.assembled,
    usPart: params.usPart ?? '',
    distance: params.distance,
    deliveryType: params.deliveryType ?? '',
    isCountertopDeliverySeparated: params.isCountertopDeliverySeparated,
    measurements: decimalText(params.measurements, COST_DECIMALS),
    installation: decimalText(params.installation, COST_DECIMALS),
    currency: params.currency,
    dollarRate: decimalText(params.dollarRate, DOLLAR_RATE_DECIMALS),
  };
}

/**
 * Which fields can be edited (spec section 4, field enabling): usPart, deliveryType and the
 * separate countertop delivery only for us; currency fixed to usd for us; dollar rate off for
 * usd or us; measurements and installation only for eu.
 */
export function enabledFields(values: Pick<ParameterFormValues, 'country' | 'currency'>) {
  const isUs = values.country === 'us';
  const isEu = values.country === 'eu';
  return {
    usPart: isUs,
    deliveryType: isUs,
    isCountertopDeliverySeparated: isUs,
    currency: !isUs,
    dollarRate: !isUs && values.currency !== 'usd',
    measurements: isEu,
    installation: isEu,
  };
}

/** What a country change resets (spec section 4): currency to usd, dollar rate to 1. */
export const countryChangeResets = {
  currency: 'usd',
  dollarRate: filterDecimalInput('1', DOLLAR_RATE_DECIMALS),
} as const satisfies Partial<ParameterFormValues>;

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const orUndefined = <T extends string>(value: T | ''): T | undefined =>
  value === '' ? undefined : value;

/** The update-parameters request for these values; disabled fields are sent empty. */
export function toRequest(
  values: ParameterFormValues,
  params: EstimateParams | null,
): UpdateParametersRequest {
  const enabled = enabledFields(values);
  const currency = values.country === 'us' ? 'usd' : orUndefined(values.currency);
  const request = {
    ...(params ? { estimateParamsId: params.id, revision: params.revision } : {}),
    country: orUndefined(values.country),
    size: orUndefined(values.size),
    assembled: values.assembled,
    usPart: enabled.usPart ? (orUndefined(values.usPart) ?? null) : null,
    distance: orUndefined(values.distance),
    deliveryType: enabled.deliveryType ? (orUndefined(values.deliveryType) ?? null) : null,
    isCountertopDeliverySeparated:
      enabled.isCountertopDeliverySeparated && values.isCountertopDeliverySeparated,
    measurements: enabled.measurements ? numberOrNull(values.measurements) : null,
    installation: enabled.installation ? numberOrNull(values.installation) : null,
    currency,
    dollarRate: currency === 'usd' ? 1 : numberOrNull(values.dollarRate),
  };
  // Missing choices stay undefined so that the schema marks them as required.
  return request as UpdateParametersRequest;
}

const fieldNames = new Set<string>(Object.keys(blankParameterValues));

/**
 * react-hook-form resolver over the contracts' update-parameters schema (spec section 5):
 * the fields it refuses are marked as errors and the call is blocked. The editor shows no
 * text for them; the mark is enough.
 */
export function parameterResolver(params: EstimateParams | null): Resolver<ParameterFormValues> {
  return (values) => {
    const result = updateParametersRequestSchema.safeParse(toRequest(values, params));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<ParameterFormValues> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (fieldNames.has(field) && !errors[field as ParameterField]) {
        errors[field as ParameterField] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}
