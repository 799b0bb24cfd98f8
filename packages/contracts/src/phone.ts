import { z } from 'zod';
import { phoneMaxLength, phoneMessage, phonePattern } from './phone-rule.js';

export { phoneMaxLength, phoneMessage, phonePattern } from './phone-rule.js';

/** An optional phone number (a staff member's): blank is no number (null). */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(phoneMaxLength, phoneMessage)
  .refine((value) => value === '' || phonePattern.test(value), phoneMessage)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();
