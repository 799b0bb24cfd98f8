import { z } from 'zod';
import { errorCodes } from './errors.js';
import { emailSchema } from './email.js';
import { returnToMaxLength, returnToPattern } from './return-to.js';
import { userTypes } from './user-types.js';

/*
 * Sign-in with a link sent by e-mail (PRODUCT.md section 2). Calls under /api/v1:
 *   POST /auth/sign-in-link   { email, returnTo? }  202, the same answer for every e-mail
 *   POST /auth/verify         { token, email }      the profile, and the session cookie
 *   GET  /auth/session                               the profile, or 401
 *   POST /auth/logout                                204
 *   POST /auth/logout-everywhere                     204, every session of the caller ended
 *   GET  /dev/outbox                                 local mode only: the mails, newest first
 */

export const userTypeSchema = z.enum(userTypes);

export { emailSchema } from './email.js';

/** Only same-site paths (return-to.ts): a link must never send the user to another site. */
export const returnToSchema = z
  .string()
  .max(returnToMaxLength)
  .regex(returnToPattern, 'returnTo must be a path of this site');

export const signInLinkRequestSchema = z.strictObject({
  email: emailSchema,
  returnTo: returnToSchema.optional(),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

export const signInLinkAnswerSchema = z.object({
  message: z.string(),
});

export const verifyRequestSchema = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid format'),
  email: emailSchema,
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const userProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  type: userTypeSchema,
  name: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
  /** The names of the files it carries (an acceptance record's PDF). */
  attachments: z.array(z.string()),
});
export const outboxSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * Why a sign-in link was refused; the confirm page picks its message by it. A token sent to
 * another e-mail is `LINK_INVALID`, like an unknown one: the answer never tells whose it is.
 */
export const signInLinkErrorCodes = [
  errorCodes.linkExpired,
  errorCodes.linkUsed,
  errorCodes.linkInvalid,
] as const;

/** `GET /user?email=` and `GET /user/check-user?email=` (spec section 7). */
export const userQuerySchema = z.strictObject({ email: emailSchema.optional() });
export const checkUserQuerySchema = z.strictObject({ email: emailSchema });
export const checkUserAnswerSchema = z.object({ exists: z.boolean() });
