import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { scheduleDueKinds, scheduleShareKinds } from '@corner/contracts';
import { projects } from './domain.js';

/*
 * A project's own payment schedule (issue 38, decision 63): its payments in order, each with its
 * share of the accepted total and when it falls due, and once paid, what the provider said. A
 * project without rows follows the company's schedule. The deposit's payment is the project's
 * reservation (decision 50), read from there.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const scheduledPayments = pgTable(
  'scheduled_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    shareKind: text('share_kind').notNull(),
    /** The percentage, or the fixed amount in the accepted estimate's currency. */
    shareValue: numeric('share_value', { precision: 14, scale: 2 }),
    dueKind: text('due_kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** What the provider is given to name this payment ("P-…"). */
    reference: text('reference').notNull(),
    paidAt: at('paid_at'),
    eventId: text('event_id'),
    sessionId: text('session_id'),
    paymentIntent: text('payment_intent'),
    payerEmail: text('payer_email'),
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2 }),
    currency: text('currency'),
    refundedAt: at('refunded_at'),
    /** The reminder of each state, sent once. */
    remindedDueAt: at('reminded_due_at'),
    remindedOverdueAt: at('reminded_overdue_at'),
  },
  (table) => [
    uniqueIndex('scheduled_payments_reference_unique').on(table.reference),
    uniqueIndex('scheduled_payments_position_unique').on(table.projectId, table.position),
    uniqueIndex('scheduled_payments_event_unique').on(table.eventId),
    index('scheduled_payments_intent_idx').on(table.paymentIntent),
    check('scheduled_payments_share_kind', oneOf('share_kind', scheduleShareKinds)),
    check('scheduled_payments_due_kind', oneOf('due_kind', scheduleDueKinds)),
  ],
);
