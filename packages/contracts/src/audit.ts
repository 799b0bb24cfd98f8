import { z } from 'zod';
import { auditEntityKinds } from './audit-texts.js';

/*
 * The audit trail (issue 39, decision 66): every staff change, recorded in the transaction of
 * the change, with who, when, what and from which request; read by admins, never changed.
 *   GET /admin/audit                 a page of the trail, newest first, with filters
 *   GET /admin/audit/export.csv      the same filters as CSV, streamed, any range
 */

export const auditFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime(),
  actor: z.object({ id: z.string().nullable(), email: z.string(), role: z.string() }),
  requestId: z.string().nullable(),
  /** What happened, as a verb phrase: 'saved price list version 3'. */
  summary: z.string(),
  entity: z.object({ kind: z.enum(auditEntityKinds), id: z.string(), label: z.string() }),
  projectId: z.string().nullable(),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditFiltersSchema = z.strictObject({
  /** The actor's e-mail, exactly. */
  actor: z.string().trim().toLowerCase().max(254).optional(),
  kind: z.enum(auditEntityKinds).optional(),
  /** Calendar days (UTC), inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const auditQuerySchema = auditFiltersSchema.extend({
  /** The id of the last event of the previous page: the events older than it. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'Give the id of an event')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/*
 *   GET /admin/projects/{id}/history       a project's changes, newest first (staff)
 *   GET /admin/last-change?kind=&id=       who last changed one thing, and when (staff)
 */
export const projectHistoryQuerySchema = auditQuerySchema.pick({
  kind: true,
  before: true,
  limit: true,
});
export type ProjectHistoryQuery = z.input<typeof projectHistoryQuerySchema>;

export const lastChangeQuerySchema = z.strictObject({
  kind: z.enum(auditEntityKinds),
  id: z.string().regex(/^[\w-]{1,100}$/, 'Give the id of the thing'),
});
export type LastChangeQuery = z.infer<typeof lastChangeQuerySchema>;

/** Null when the trail holds no change of it (made before the trail, or by the demo data). */
export const lastChangeSchema = z
  .object({ actor: z.object({ email: z.string() }), occurredAt: z.iso.datetime() })
  .nullable();
export type LastChange = z.infer<typeof lastChangeSchema>;
