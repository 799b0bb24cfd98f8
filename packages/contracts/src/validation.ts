/**
 * The generic input rules of spec section 5, with their exact messages. One module for the
 * web's forms and for any server-side check that answers with the same words.
 */

export const validationMessages = {
  required: 'This field is required',
  minLength: (n: number) => `Minimum length is ${n} characters`,
  maxLength: (n: number) => `Maximum length is ${n} characters`,
  notANumber: 'Please enter a valid number',
  min: (n: number) => `Minimum value is ${n}`,
  max: (n: number) => `Maximum value is ${n}`,
  maxDecimals: (n: number) => `Maximum ${n} decimal places allowed`,
  pattern: 'Invalid format',
} as const;

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

/** Number inputs keep only digits and a leading minus. */
export function filterNumberInput(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  return (negative ? '-' : '') + raw.replace(/\D/g, '');
}

/** Decimal inputs keep digits, one dot and a leading minus, and trim decimals to the bound. */
export function filterDecimalInput(raw: string, maxDecimals: number): string {
  const negative = raw.trimStart().startsWith('-');
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const number =
    dot === -1
      ? kept
      : `${kept.slice(0, dot)}.${kept
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, maxDecimals)}`;
  const bounded = maxDecimals === 0 ? number.replace('.', '') : number;
  return (negative ? '-' : '') + bounded;
}

/** zod's own e-mail pattern, so the web can check an address without bundling zod. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const emailMessage = 'Enter a valid e-mail address';

/** The rule of `emailSchema`, zod-free: trimmed, lowercased, at most 254 characters. */
export function parseEmail(value: string): { email: string } | { problem: string } {
  const email = value.trim().toLowerCase();
  if (email.length > 254) return { problem: validationMessages.maxLength(254) };
  return emailPattern.test(email) ? { email } : { problem: emailMessage };
}
