import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.js';
import { designVersions, estimates, projects } from './domain.js';

/*
 * A customer's acceptance of an estimate (issue 38, decision 62): what they accepted (the
 * estimate's frozen snapshot, hashed), under which terms (their version and text, hashed), who,
 * when and from where, and the PDF record made once from it. An accepted estimate is locked;
 * one accepted estimate per project at a time. Staff withdraw one only with a reason; the row
 * stays.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const acceptances = pgTable(
  'acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // No action (not cascade): an accepted estimate is never deleted while its record exists,
    // unless its whole project goes.
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id),
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in user's e-mail then: the record names them even if the account goes. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    acceptedAt: at('accepted_at').notNull(),
    /** The client's address as the proxy settings (TRUST_PROXY) resolve it. */
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
    termsRevision: integer('terms_revision').notNull(),
    termsText: text('terms_text').notNull(),
    /** SHA-256 (hex) of the terms' text; of the estimate's canonical snapshot. */
    termsHash: text('terms_hash').notNull(),
    estimateHash: text('estimate_hash').notNull(),
    /** The drawn signature, a PNG the server re-encoded, in base64; null when none was drawn. */
    signaturePng: text('signature_png'),
    /** The PDF record in the file store, and its SHA-256. */
    recordKey: text('record_key').notNull(),
    recordHash: text('record_hash').notNull(),
    withdrawnAt: at('withdrawn_at'),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason'),
  },
  (table) => [
    uniqueIndex('acceptances_project_current_unique')
      .on(table.projectId)
      .where(sql`${table.withdrawnAt} is null`),
    index('acceptances_estimate_idx').on(table.estimateId),
    index('acceptances_version_idx').on(table.designVersionId),
  ],
);
