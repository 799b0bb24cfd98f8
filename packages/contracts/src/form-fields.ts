import { z } from 'zod';
import { decimalNumberSchema } from './decimal-number.js';
import { quantityRules, unitPriceRules } from './number-limits.js';
import { controlCharacterMessages, isSingleLineText } from './plain-text.js';
import { validationMessages } from './validation.js';

/* Fields the back office's forms share. */

/** One line of text with the spec's generic messages (section 5): required, then the length bound. */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, validationMessages.required)
    .max(max, validationMessages.maxLength(max))
    .refine(isSingleLineText, controlCharacterMessages.singleLine);

export const quantitySchema = decimalNumberSchema(quantityRules, 'The quantity must be above 0');
export const unitPriceSchema = decimalNumberSchema(unitPriceRules);
