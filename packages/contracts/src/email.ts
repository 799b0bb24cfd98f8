import { z } from 'zod';
import { emailMessage, emailPattern } from './validation.js';

/**
 * An e-mail address: trimmed, lowercased, at most 254 characters, zod's pattern. In a module
 * of its own so that schemas using it do not carry the rest of auth.ts into the web bundle.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ pattern: emailPattern, message: emailMessage }));
