import { validationMessages } from './validation-messages.js';

/*
 * The generic input rules of spec section 5 as one check. A module of its own so that pages
 * using only the messages or the e-mail rule do not carry it.
 */

export interface ValidationRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  maxDecimals?: number;
  pattern?: RegExp;
  /** Answers its own message when the value is wrong, nothing when it is right. */
  custom?: (value: string) => string | undefined;
}

/** A decimal as rates cross the wire: digits with one optional dot, no sign or exponent. */
export const decimalPattern = /^\d+(\.\d+)?$/;

const isBlank = (value: string) => value.trim() === '';

function countDecimals(value: string): number {
  const fraction = value.trim().split('.')[1];
  return fraction?.length ?? 0;
}

function checkNumber(value: string, rules: ValidationRules): string | undefined {
  const number = Number(value.trim());
  if (!Number.isFinite(number)) return validationMessages.notANumber;
  if (rules.min !== undefined && number < rules.min) return validationMessages.min(rules.min);
  if (rules.max !== undefined && number > rules.max) return validationMessages.max(rules.max);
  if (rules.maxDecimals !== undefined && countDecimals(value) > rules.maxDecimals) {
    return validationMessages.maxDecimals(rules.maxDecimals);
  }
  return undefined;
}

/** Answers the first rule the value breaks, as its message; undefined when all hold. */
export function validateValue(value: string, rules: ValidationRules): string | undefined {
  if (isBlank(value)) return rules.required ? validationMessages.required : undefined;
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return validationMessages.minLength(rules.minLength);
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return validationMessages.maxLength(rules.maxLength);
  }
  const numeric =
    rules.min !== undefined || rules.max !== undefined || rules.maxDecimals !== undefined;
  if (numeric) {
    const numberError = checkNumber(value, rules);
    if (numberError) return numberError;
  }
  if (rules.pattern && !rules.pattern.test(value)) return validationMessages.pattern;
  return rules.custom?.(value);
}
