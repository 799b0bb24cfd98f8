/**
 * The generic input rules of spec section 5, with their exact messages. One module for the
 * web's forms and for any server-side check that answers with the same words.
 */

import { validationMessages } from './validation-messages.js';

export { fieldRule, isFieldRule, validationMessages } from './validation-messages.js';
export { decimalPattern, validateValue, type ValidationRules } from './validation-rules.js';

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
