import type { VariantChoices } from '@corner/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema.js';
import { designVersions, estimates, projects } from './domain.js';

/*
 * 'Ask for this variant' (issue 37, decision 61): a customer's choice of options on an
 * estimate, with the price they were shown. One open request per version per customer; asking
 * again updates it. 'Make a version from it' closes it, naming the version and estimate made.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const variantRequests = pgTable(
  'variant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    /** The estimate the customer chose from. */
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only the choices that differ from the estimate. */
    choices: jsonb('choices').$type<VariantChoices>().notNull(),
    currency: text('currency').notNull(),
    /** The total the customer was shown, in the estimate's currency. */
    shownTotal: numeric('shown_total', { precision: 14, scale: 2 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    newDesignVersionId: uuid('new_design_version_id').references(() => designVersions.id, {
      onDelete: 'set null',
    }),
    newEstimateId: uuid('new_estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** Bumps with each ask, so staff making a version act on the request they read. */
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    uniqueIndex('variant_requests_open_unique')
      .on(table.designVersionId, table.userId)
      .where(sql`${table.closedAt} is null`),
    index('variant_requests_project_idx').on(table.projectId, table.createdAt),
  ],
);
