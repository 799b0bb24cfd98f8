import {
  countries,
  deliveryTypes,
  distances,
  estimateCurrencies,
  kitchenSizes,
  usParts,
} from '@corner/contracts';
import type { ParameterField } from './parameter-form';

export const fieldLabels: Record<ParameterField, string> = {
  country: 'Country',
  size: 'Size',
  assembled: 'Assembled',
  usPart: 'US part',
  distance: 'Distance',
  deliveryType: 'Delivery type',
  isCountertopDeliverySeparated: 'Countertop delivered separately',
  measurements: 'Measurements cost',
  installation: 'Installation cost',
  currency: 'Currency',
  dollarRate: 'Dollar rate',
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export interface Option {
  value: string;
  label: string;
}

const optionsOf = (values: readonly string[], label: (value: string) => string): Option[] =>
  values.map((value) => ({ value, label: label(value) }));

/** The option lists of spec section 3 with their labels. */
export const selectOptions = {
  country: optionsOf(countries, (value) => value.toUpperCase()),
  size: optionsOf(kitchenSizes, capitalised),
  usPart: optionsOf(usParts, capitalised),
  distance: optionsOf(distances, capitalised),
  deliveryType: optionsOf(deliveryTypes, capitalised),
  currency: optionsOf(estimateCurrencies, (value) => value.toUpperCase()),
} satisfies Partial<Record<ParameterField, Option[]>>;

export type SelectField = keyof typeof selectOptions;

export function optionLabel(field: SelectField, value: string): string {
  return selectOptions[field].find((option) => option.value === value)?.label ?? value;
}
