import {
  emailSchema,
  optionalPhoneSchema,
  requiredText,
  validationMessages,
} from '@corner/contracts';
import { z } from 'zod';
import { userTypeOptions } from './user-labels';

/** The user dialog: e-mail, name and phone, and the role when the user is new. */
export const userFormSchema = z.object({
  email: z.string().trim().min(1, validationMessages.required).pipe(emailSchema),
  name: requiredText(200),
  phone: optionalPhoneSchema,
  // Not contracts' userTypeSchema: auth.ts would bring the sign-in error codes along, and
  // the sign-in pages would then load them as a chunk of their own (web budgets).
  type: z.enum(userTypeOptions),
});
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormOutput = z.output<typeof userFormSchema>;

export const blankUser: UserFormInput = { email: '', name: '', phone: '', type: 'designer' };
