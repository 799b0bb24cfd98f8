import { z } from 'zod';
import { requiredText } from './form-fields.js';
import { userTypeSchema } from './auth.js';
import { emailSchema } from './email.js';
import { pageOf, pageQuerySchema } from './pagination.js';
import { optionalPhoneSchema } from './phone.js';
import { revisionSchema, withSeenRevision } from './revision.js';

/*
 * The back office's users (issue 8), under /api/v1/admin, admins only (PRODUCT.md 3):
 *   GET  /admin/users               staff and customers: search by e-mail or name, type, pages
 *   POST /admin/users               a new user (a staff invite): e-mail, name, phone, type
 *   PUT  /admin/users/{id}          e-mail, name and phone
 *   PUT  /admin/users/{id}/type     the role; ends every session of the user
 * An e-mail already taken answers 409; an admin changing their own role answers 409. Both PUTs
 * send back the `revision` the editor loaded; a stale one answers 409 STALE_REVISION.
 */

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Shown to customers whose designer this user is. */
  phone: z.string().nullable(),
  type: userTypeSchema,
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = pageOf(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserQuerySchema = pageQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    type: userTypeSchema.optional(),
  })
  .strict();

export const adminUserParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const createUserRequestSchema = z.strictObject({
  email: emailSchema,
  name: requiredText(200),
  phone: optionalPhoneSchema,
  type: userTypeSchema,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z.strictObject({
  email: emailSchema,
  name: requiredText(200),
  /** Left out: unchanged. */
  phone: optionalPhoneSchema,
  ...withSeenRevision,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const changeUserTypeRequestSchema = z.strictObject({
  type: userTypeSchema,
  ...withSeenRevision,
});

/** The answer of a role change: the user, and how many sessions it ended. */
export const userTypeChangedSchema = z.object({
  user: adminUserSchema,
  sessionsEnded: z.number().int(),
});
export type UserTypeChanged = z.infer<typeof userTypeChangedSchema>;

export const ownRoleMessage =
  'You cannot change your own role: another admin must do it, so the company always keeps an admin';
export const emailTakenMessage = 'Another user already has this e-mail address';
