import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { designSignOffStates, type DesignSignOffState } from '@corner/contracts';
import { users } from '../schema.js';
import { designVersions, projects } from './domain.js';
import { projectMessages } from './messages.js';

/*
 * A design sign-off (issue 38 point 3, decision 65): staff ask the customer to approve a design
 * version with its drawings (the files of the thread message that asked); the customer
 * approves it, with the same facts and PDF record as an accepted estimate, or asks for
 * changes in the thread. One request waits per project at a time, and one approval holds.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** A drawing as it was asked about: its file, its name and the SHA-256 of its bytes. */
export interface SignedDrawing {
  attachmentId: string;
  name: string;
  sha256: string;
}

export const designSignOffs = pgTable(
  'design_sign_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Deleting a version with an approval is refused first; a mere request goes with it.
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    state: text('state').$type<DesignSignOffState>().notNull(),
    requestedAt: at('requested_at').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The thread message that carries the drawings. */
    messageId: uuid('message_id').references(() => projectMessages.id, { onDelete: 'set null' }),
    drawings: jsonb('drawings').$type<SignedDrawing[]>().notNull(),
    changesAskedAt: at('changes_asked_at'),
    changesMessageId: uuid('changes_message_id').references(() => projectMessages.id, {
      onDelete: 'set null',
    }),
    // The approval: the same facts as an estimate's acceptance (decision 62).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    fullName: text('full_name'),
    approvedAt: at('approved_at'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    termsRevision: integer('terms_revision'),
    termsText: text('terms_text'),
    termsHash: text('terms_hash'),
    /** SHA-256 of the version's name, lines and drawings as signed off. */
    designHash: text('design_hash'),
    signaturePng: text('signature_png'),
    recordKey: text('record_key'),
    recordHash: text('record_hash'),
    withdrawnAt: at('withdrawn_at'),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason'),
  },
  (table) => [
    check('design_sign_offs_state_valid', oneOf('state', designSignOffStates)),
    check(
      'design_sign_offs_approval_whole',
      sql`(${table.approvedAt} is null) = (${table.recordKey} is null) and (${table.approvedAt} is null) = (${table.designHash} is null)`,
    ),
    uniqueIndex('design_sign_offs_one_waiting')
      .on(table.projectId)
      .where(sql`${table.state} = 'requested'`),
    uniqueIndex('design_sign_offs_one_approved')
      .on(table.projectId)
      .where(sql`${table.state} = 'approved'`),
    index('design_sign_offs_version_idx').on(table.designVersionId),
  ],
);
