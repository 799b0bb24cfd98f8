import {
  applicableParameterFields,
  costDecimals,
  dollarRateDecimals,
  filterDecimalInput,
  normaliseEstimateParameters,
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

const costText = (value: number | null) => (value === null ? '' : value.toFixed(costDecimals));

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
    measurements: costText(params.measurements),
    installation: costText(params.installation),
    currency: params.currency,
    dollarRate: params.dollarRate ?? '',
  };
}

/** Which fields can be edited (spec section 4, field enabling): the contracts' rule. */
export const enabledFields = applicableParameterFields;

/** What a country change resets (spec section 4): currency to usd, dollar rate to 1. */
export const countryChangeResets = {
  currency: 'usd',
  dollarRate: filterDecimalInput('1', dollarRateDecimals),
} as const satisfies Partial<ParameterFormValues>;

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const orUndefined = <T extends string>(value: T | ''): T | undefined =>
  value === '' ? undefined : value;

/** The update-parameters request for these values; fields that do not apply are sent empty. */
export function toRequest(
  values: ParameterFormValues,
  params: EstimateParams | null,
): UpdateParametersRequest {
  const request = normaliseEstimateParameters({
    ...(params ? { estimateParamsId: params.id, revision: params.revision } : {}),
    country: orUndefined(values.country),
    size: orUndefined(values.size),
    assembled: values.assembled,
    usPart: orUndefined(values.usPart),
    distance: orUndefined(values.distance),
    deliveryType: orUndefined(values.deliveryType),
    isCountertopDeliverySeparated: values.isCountertopDeliverySeparated,
    measurements: numberOrNull(values.measurements),
    installation: numberOrNull(values.installation),
    currency: orUndefined(values.currency),
    dollarRate: textOrNull(values.dollarRate),
  });
  // Missing choices stay undefined so that the schema marks them as required.
  return request as UpdateParametersRequest;
}

const fieldNames = new Set<string>(Object.keys(blankParameterValues));

/**
 * Valid stand-ins for fields the schema's cross-field rules do not read: zod runs those rules
 * (us needs usPart and deliveryType; a currency other than usd needs a dollar rate) only once
 * the plain fields pass, so a second pass with these in place finds every field at once.
 */
const standIns: Partial<Record<ParameterField, unknown>> = {
  size: 'small',
  distance: 'near',
  assembled: false,
  isCountertopDeliverySeparated: false,
  measurements: null,
  installation: null,
};

function refusedFields(request: unknown): Map<ParameterField, { type: string; message: string }> {
  const refused = new Map<ParameterField, { type: string; message: string }>();
  const result = updateParametersRequestSchema.safeParse(request);
  if (result.success) return refused;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (fieldNames.has(field) && !refused.has(field as ParameterField)) {
      refused.set(field as ParameterField, { type: issue.code, message: issue.message });
    }
  }
  return refused;
}

/**
 * react-hook-form resolver over the contracts' update-parameters schema (spec section 5):
 * the fields it refuses are marked as errors and the call is blocked. The editor shows no
 * text for them; the mark is enough.
 */
export function parameterResolver(params: EstimateParams | null): Resolver<ParameterFormValues> {
  return (values) => {
    const request = toRequest(values, params);
    const refused = refusedFields(request);
    if (refused.size === 0) return { values, errors: {} };
    const replaced = Object.fromEntries(
      [...refused.keys()].flatMap((field) => (field in standIns ? [[field, standIns[field]]] : [])),
    );
    for (const [field, error] of refusedFields({ ...request, ...replaced })) {
      if (!refused.has(field)) refused.set(field, error);
    }
    const errors: FieldErrors<ParameterFormValues> = {};
    for (const [field, error] of refused) errors[field] = error;
    return { values: {}, errors };
  };
}
