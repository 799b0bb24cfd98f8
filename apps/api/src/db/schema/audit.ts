import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditEntityKind, AuditFieldChange } from '@corner/contracts';
import { users } from '../schema.js';

/*
 * The audit trail (issue 39, decision 66): one row per change, written in the transaction of
 * the change. The portal only inserts and reads it (retention deletes old rows). No foreign
 * key to the project or the entity: the record outlives what it names.
 */

export const auditEvents = pgTable(
  'audit_events',
  {
    /** Increasing with time: the order of the trail and its page cursor. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail then, so the row names them even if the account goes. */
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    requestId: text('request_id'),
    summary: text('summary').notNull(),
    entityKind: text('entity_kind').$type<AuditEntityKind>().notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    projectId: uuid('project_id'),
    changes: jsonb('changes').$type<AuditFieldChange[]>().notNull(),
  },
  (table) => [
    /** Date-filtered pages walk this in order; retention deletes from its old end. */
    index('audit_events_occurred_id_idx').on(table.occurredAt, table.id),
    index('audit_events_actor_idx').on(table.actorEmail, table.id),
    index('audit_events_kind_idx').on(table.entityKind, table.id),
    index('audit_events_entity_idx').on(table.entityKind, table.entityId, table.id),
    index('audit_events_project_idx').on(table.projectId, table.id),
  ],
);
