import { z } from 'zod';

export const phoneMessage = 'Enter a phone number: digits, spaces and + ( ) - only';
const phonePattern = /^\+?[\d\s().-]{6,30}$/;

/** An optional phone number: blank is no number (null). */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, phoneMessage)
  .refine((value) => value === '' || phonePattern.test(value), phoneMessage)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();
