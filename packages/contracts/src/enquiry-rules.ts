import { controlCharacterMessages, isMultiLineText, isSingleLineText } from './plain-text.js';
import { parseEmail, validationMessages } from './validation.js';
import { validateValue, type ValidationRules } from './validation-rules.js';
import { phoneMaxLength, phonePattern } from './phone-rule.js';

/*
 * The enquiry form of a visitor without an account (issue 26, decision 40), zod-free: the
 * public form checks with these rules field by field, and the API's schema (enquiries.ts)
 * applies the same ones, so both answer with the spec's generic messages (section 5).
 */

export const enquiryStatuses = ['new', 'contacted', 'converted', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};

export const enquiryKitchenSizes = ['small', 'medium', 'large'] as const;
export type EnquiryKitchenSize = (typeof enquiryKitchenSizes)[number];
export const enquiryKitchenSizeLabels: Record<EnquiryKitchenSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** Where Corner builds and delivers (the price list's us and eu): ISO 3166 codes. */
export const enquiryCountryNames = {
  US: 'United States',
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IS: 'Iceland',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  CH: 'Switzerland',
  GB: 'United Kingdom',
} as const;
export type EnquiryCountry = keyof typeof enquiryCountryNames;
export const enquiryCountries = Object.keys(enquiryCountryNames) as EnquiryCountry[];
export const isEnquiryCountry = (value: string): value is EnquiryCountry =>
  Object.hasOwn(enquiryCountryNames, value);

/** The form's text fields as typed; `consent` is the checkbox. */
export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  postcode: string;
  kitchenSize: string;
  /** A gallery kitchen's slug, or '' for none. */
  kitchen: string;
  message: string;
  consent: boolean;
}
export type EnquiryField = keyof EnquiryFormValues;

const singleLine = (value: string) =>
  isSingleLineText(value) ? undefined : controlCharacterMessages.singleLine;

export const enquiryLimits = {
  name: 200,
  phone: phoneMaxLength,
  postcode: 12,
  message: 2000,
} as const;

/** Letters, digits, spaces and hyphens, as postcodes of the countries above are written. */
export const postcodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The rules of each text field (spec section 5's generic inputs). */
export const enquiryFieldRules = {
  name: { required: true, maxLength: enquiryLimits.name, custom: singleLine },
  email: {
    required: true,
    custom: (value) => {
      const parsed = parseEmail(value);
      return 'problem' in parsed ? parsed.problem : undefined;
    },
  },
  phone: { maxLength: enquiryLimits.phone, pattern: phonePattern },
  country: {
    required: true,
    custom: (value) => (isEnquiryCountry(value) ? undefined : validationMessages.pattern),
  },
  postcode: {
    required: true,
    minLength: 2,
    maxLength: enquiryLimits.postcode,
    pattern: postcodePattern,
  },
  kitchenSize: {
    required: true,
    custom: (value) =>
      (enquiryKitchenSizes as readonly string[]).includes(value)
        ? undefined
        : validationMessages.pattern,
  },
  message: {
    required: true,
    maxLength: enquiryLimits.message,
    custom: (value) => (isMultiLineText(value) ? undefined : controlCharacterMessages.multiLine),
  },
} satisfies Partial<Record<EnquiryField, ValidationRules>>;
export type EnquiryTextField = keyof typeof enquiryFieldRules;

/** What is wrong with each field, by field; empty when the form may be sent. */
export function enquiryProblems(values: EnquiryFormValues): Partial<Record<EnquiryField, string>> {
  const problems: Partial<Record<EnquiryField, string>> = {};
  for (const field of Object.keys(enquiryFieldRules) as EnquiryTextField[]) {
    const problem = validateValue(values[field].trim(), enquiryFieldRules[field]);
    if (problem) problems[field] = problem;
  }
  if (!values.consent) problems.consent = validationMessages.required;
  return problems;
}

/** The project a conversion makes is named after the enquiry: "Kitchen for Ada Lovelace". */
export const enquiryProjectName = (name: string) => `Kitchen for ${name}`.slice(0, 200);
