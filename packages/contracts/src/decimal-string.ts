import { z } from 'zod';
import { validationMessages } from './validation-messages.js';
import { validateValue, type ValidationRules } from './validation-rules.js';

/** An exact decimal as a string, checked with the rules; the message is the first broken rule. */
export const decimalStringSchema = (rules: ValidationRules) =>
  z
    .string({ message: validationMessages.required })
    .trim()
    .superRefine((value, context) => {
      const problem = validateValue(value, rules);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
