import { emailSchema, requiredText, userTypeSchema, validationMessages } from '@corner/contracts';
import { z } from 'zod';

/** The user dialog: e-mail and name, and the role when the user is new. */
export const userFormSchema = z.object({
  email: z.string().trim().min(1, validationMessages.required).pipe(emailSchema),
  name: requiredText(200),
  type: userTypeSchema,
});
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormOutput = z.output<typeof userFormSchema>;

export const blankUser: UserFormInput = { email: '', name: '', type: 'designer' };
