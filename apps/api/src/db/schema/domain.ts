import {
  catalogCategories,
  countries,
  deliveryMethods,
  type DeliveryType,
  distances,
  dollarRateDecimals,
  estimateCurrencies,
  kitchenSizes,
  productionComplexities,
  projectStatuses,
  stageKeys,
  type StageKey,
  type UsPart,
  type CatalogCategory,
  contentSlots,
  type ContentSlot,
  paymentIssueReasons,
  paymentIssueResolutions,
  type OptionGroup,
} from '@corner/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogItems, galleryKitchens, images, users } from '../schema.js';
import { revision } from './columns.js';

/*
 * The domain of PRODUCT.md sections 4 and 5: projects, design versions with their item lines
 * and renders, batches, estimate parameters, estimates (with a frozen snapshot), estimate
 * pages and their views, content, deliveries, substages and price lists. Money is numeric.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
/** An amount of money in the major unit of its currency (USD for catalog prices). */
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').$type<(typeof projectStatuses)[number]>().notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    startDate: date('start_date'),
    productionComplexity: text('production_complexity')
      .$type<(typeof productionComplexities)[number]>()
      .notNull()
      .default('standard'),
    deliveryMethod: text('delivery_method')
      .$type<(typeof deliveryMethods)[number]>()
      .notNull()
      .default('shipping'),
    /** Pinned by staff: the version customers see when no estimate page is published. */
    activeDesignVersionId: uuid('active_design_version_id'),
    /**
     * The pinned version's estimate customers see, taken when it was pinned: a later
     * calculation is a draft until staff pin or publish it (decision 38).
     */
    activeEstimateId: uuid('active_estimate_id').references((): AnyPgColumn => estimates.id, {
      onDelete: 'set null',
    }),
    /** The staff member the customer is told is their designer; by default whoever made it. */
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Bumped by each save of the project form; a save carrying an older one answers 409. */
    revision: revision(),
  },
  (table) => [
    // The pipeline's cohorts (issue 39): the projects made in a period.
    index('projects_created_idx').on(table.createdAt),
    check('projects_status_valid', oneOf('status', projectStatuses)),
    check('projects_complexity_valid', oneOf('production_complexity', productionComplexities)),
    check('projects_delivery_method_valid', oneOf('delivery_method', deliveryMethods)),
  ],
);

export const projectCustomers = pgTable(
  'project_customers',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_customers_user_idx').on(table.userId),
  ],
);

export const designVersions = pgTable(
  'design_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** What the customer may try on its estimates (issue 37, decision 61): `OptionGroup[]`. */
    optionGroups: jsonb('option_groups').$type<OptionGroup[]>().notNull().default([]),
  },
  (table) => [index('design_versions_project_created_idx').on(table.projectId, table.createdAt)],
);

export const itemLines = pgTable(
  'item_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    category: text('category').$type<CatalogCategory>().notNull(),
    catalogItemId: uuid('catalog_item_id').references(() => catalogItems.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: amount('unit_price').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('item_lines_version_idx').on(table.designVersionId, table.category, table.position),
    check('item_lines_category_valid', oneOf('category', catalogCategories)),
    check('item_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('item_lines_unit_price_nonnegative', sql`${table.unitPrice} >= 0`),
  ],
);

export const designVersionRenders = pgTable(
  'design_version_renders',
  {
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.designVersionId, table.position] }),
    // Who may see a picture, and whether anything still uses it (decision 30).
    index('design_version_renders_image_idx').on(table.imageId),
  ],
);

export const estimateParams = pgTable(
  'estimate_params',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<(typeof countries)[number]>().notNull(),
    size: text('size').$type<(typeof kitchenSizes)[number]>().notNull(),
    assembled: boolean('assembled').notNull().default(false),
    usPart: text('us_part').$type<UsPart>(),
    distance: text('distance').$type<(typeof distances)[number]>().notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>(),
    isCountertopDeliverySeparated: boolean('is_countertop_delivery_separated')
      .notNull()
      .default(false),
    measurements: amount('measurements'),
    installation: amount('installation'),
    currency: text('currency').$type<(typeof estimateCurrencies)[number]>().notNull(),
    dollarRate: numeric('dollar_rate', { precision: 12, scale: dollarRateDecimals }),
    /** Bumped by each save; a save carrying an older one answers 409. */
    revision: revision(),
    updatedAt: createdAt(),
  },
  () => [
    check('estimate_params_country_valid', oneOf('country', countries)),
    check('estimate_params_size_valid', oneOf('size', kitchenSizes)),
    check('estimate_params_distance_valid', oneOf('distance', distances)),
    check('estimate_params_currency_valid', oneOf('currency', estimateCurrencies)),
    // The facts normaliseEstimateParameters (contracts) establishes, kept by the data itself.
    check('estimate_params_dollar_rate_positive', sql`dollar_rate > 0`),
    check(
      'estimate_params_dollar_rate_of_currency',
      sql`(currency = 'usd' and dollar_rate = 1) or (currency <> 'usd' and dollar_rate is not null)`,
    ),
    check('estimate_params_us_in_usd', sql`country <> 'us' or currency = 'usd'`),
    check(
      'estimate_params_us_fields_only_for_us',
      sql`country = 'us' or (us_part is null and delivery_type is null and not is_countertop_delivery_separated)`,
    ),
    check(
      'estimate_params_costs_only_for_eu',
      sql`country = 'eu' or (measurements is null and installation is null)`,
    ),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    estimateParamsId: uuid('estimate_params_id').references(() => estimateParams.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('batches_project_created_idx').on(table.projectId, table.createdAt),
    uniqueIndex('batches_project_name_unique').on(table.projectId, table.name),
    check('batches_name_not_blank', sql`length(trim(${table.name})) > 0`),
  ],
);

export const batchDesignVersions = pgTable(
  'batch_design_versions',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.designVersionId] }),
    index('batch_design_versions_version_idx').on(table.designVersionId),
  ],
);

export const priceLists = pgTable('price_lists', {
  version: integer('version').primaryKey(),
  /** The rates of PRODUCT.md section 5, as exact decimal strings. */
  rates: jsonb('rates').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
});

export const estimateReferenceSequence = pgSequence('estimate_reference_seq');

/** E-{year}-{number}: a SQL function of migration 0009 (at least four digits, more past 9999). */
const estimateReferenceDefault = sql`next_estimate_reference(now())`;

export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E-{year}-{number}, e.g. E-2026-0042: the number from one sequence, so never reused. */
    reference: text('reference').notNull().default(estimateReferenceDefault),
    designVersionId: uuid('design_version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    currency: text('currency').$type<(typeof estimateCurrencies)[number]>().notNull(),
    materialsCost: amount('materials_cost').notNull(),
    componentsCost: amount('components_cost').notNull(),
    countertopCost: amount('countertop_cost').notNull(),
    assemblyCost: amount('assembly_cost').notNull(),
    deliveryCost: amount('delivery_cost').notNull(),
    measurementsCost: amount('measurements_cost').notNull(),
    installationCost: amount('installation_cost').notNull(),
    totalCost: amount('total_cost').notNull(),
    validUntil: date('valid_until').notNull(),
    priceListVersion: integer('price_list_version').notNull(),
    /** Parameters and every line with its unit price at the time: never recomputed. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    /** The newer estimate of the same version a re-quote made (decision 37); this one stays. */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => estimates.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('estimates_version_created_idx').on(table.designVersionId, table.createdAt),
    index('estimates_batch_idx').on(table.batchId),
    uniqueIndex('estimates_reference_unique').on(table.reference),
  ],
);

export const estimatePages = pgTable(
  'estimate_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    designVersionId: uuid('design_version_id').references(() => designVersions.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    /** The page a re-quote published in its place (decision 37); this one stays as it was. */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => estimatePages.id, {
      onDelete: 'set null',
    }),
    /** When 'E-mail the customer the link' or 'Send to customer' last queued the mail. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /**
     * The first open of this page (public, or the customer's estimate page naming it) stored as
     * a view event: set once by the event, so the pipeline (issue 39) reads no view events.
     */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('estimate_pages_slug_unique').on(table.slug),
    index('estimate_pages_batch_idx').on(table.batchId),
    check('estimate_pages_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * A spot reserved: the provider's completed checkout naming the estimate (decision 37). One
 * per estimate, and one per provider event, so a replayed event records nothing new.
 */
/**
 * A paid deposit that holds the project's production spot (decisions 37 and 50): at most one
 * per project that is not refunded. A refund (`charge.refunded`) keeps the row and frees the
 * project.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    /** The provider's checkout session and payment, to match later events (a refund). */
    sessionId: text('session_id'),
    paymentIntent: text('payment_intent'),
    /** As the provider gave it, if it did. */
    customerEmail: text('customer_email'),
    /** The deposit paid, in the major unit of `currency`, if the provider said. */
    amount: amount('amount'),
    currency: text('currency'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reservations_project_active_unique')
      .on(table.projectId)
      .where(sql`${table.refundedAt} is null`),
    uniqueIndex('reservations_event_unique').on(table.eventId),
    index('reservations_estimate_idx').on(table.estimateId),
    index('reservations_payment_intent_idx').on(table.paymentIntent),
  ],
);

/**
 * A payment event the portal would not turn into a reservation by itself (decision 50): kept
 * with what the provider said, for staff to apply by hand or refund. Never silently dropped.
 */
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    sessionId: text('session_id'),
    paymentIntent: text('payment_intent'),
    reference: text('reference'),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    payerEmail: text('payer_email'),
    /** In the currency's minor unit, as the provider reported it. */
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    paymentStatus: text('payment_status'),
    reason: text('reason', { enum: paymentIssueReasons }).notNull(),
    createdAt: createdAt(),
    resolution: text('resolution', { enum: paymentIssueResolutions }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('payment_issues_event_unique').on(table.eventId),
    index('payment_issues_open_idx').on(table.resolvedAt, table.createdAt),
    check('payment_issues_reason_valid', oneOf('reason', paymentIssueReasons)),
    check(
      'payment_issues_resolution_valid',
      sql`resolution is null or ${oneOf('resolution', paymentIssueResolutions)}`,
    ),
  ],
);

/**
 * 'Ask for a new quote' on an expired estimate (decision 37): at most one per estimate per
 * calendar day in TIME_ZONE; closed by staff's re-quote, which names the batch and page made.
 */
export const requoteRequests = pgTable(
  'requote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The calendar day of the request in TIME_ZONE. */
    day: date('day').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    newBatchId: uuid('new_batch_id').references(() => batches.id, { onDelete: 'set null' }),
    newEstimatePageId: uuid('new_estimate_page_id').references(() => estimatePages.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('requote_requests_estimate_day_unique').on(table.estimateId, table.day),
    index('requote_requests_project_idx').on(table.projectId, table.createdAt),
    // The pipeline's waiting list (issue 39): the open requests, oldest first.
    index('requote_requests_open_idx')
      .on(table.createdAt)
      .where(sql`${table.closedAt} is null`),
  ],
);

/**
 * What a view event records: an open of a public estimate page, an open of the customer's
 * estimate page, a press of RESERVE A SPOT, or a design version seen on either page. No IP
 * address or user agent is stored (SECURITY.md).
 */
const viewEventKinds = ['estimate-page', 'customer-estimate', 'reserve', 'version'] as const;
export type ViewEventKind = (typeof viewEventKinds)[number];

export const viewEvents = pgTable(
  'view_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ViewEventKind>().notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    estimatePageId: uuid('estimate_page_id').references(() => estimatePages.id, {
      onDelete: 'cascade',
    }),
    /** For kind 'version': the design version whose section, tab or Compare column was seen. */
    designVersionId: uuid('design_version_id').references(() => designVersions.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('view_events_page_idx').on(table.estimatePageId, table.createdAt),
    index('view_events_project_idx').on(table.projectId, table.createdAt),
    /** The retention pass deletes the oldest first. */
    index('view_events_created_idx').on(table.createdAt),
    check('view_events_kind_valid', oneOf('kind', viewEventKinds)),
  ],
);

/**
 * How many view events each page was sent a day (UTC), stored or not: rows are stored up to
 * the daily cap (features/view-events/event-limits.ts), past it only this count grows, so a
 * flood of events costs one row a page a day (decision 49). `page` is `estimate-page:{id}` for
 * a published page, `customer-estimate` for the customer's own estimate page of the project.
 */
export const viewEventDays = pgTable(
  'view_event_days',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    day: date('day').notNull(),
    events: integer('events').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.page, table.day] })],
);

/**
 * Guides and checklists. A stage's content is the items with its `stage_key`: shared by every
 * project when `project_id` is null, else that project's own.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    body: text('body').notNull().default(''),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    stageKey: text('stage_key').$type<StageKey>(),
    /** Where an estimate page shows this item's text (contentSlots); one item per slot. */
    slot: text('slot').$type<ContentSlot>(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    /** Bumped by each save; a save carrying an older one answers 409 (decision 29). */
    revision: revision(),
  },
  (table) => [
    index('content_items_stage_idx').on(table.stageKey, table.position),
    uniqueIndex('content_items_slot_unique').on(table.slot),
    check(
      'content_items_slot_valid',
      sql`${table.slot} is null or ${sql.raw(`slot in (${contentSlots.map((slot) => `'${slot}'`).join(', ')})`)}`,
    ),
    check(
      'content_items_stage_key_valid',
      sql`${table.stageKey} is null or ${sql.raw(`stage_key in (${stageKeys.map((key) => `'${key}'`).join(', ')})`)}`,
    ),
  ],
);

export const substages = pgTable(
  'substages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('substages_project_position_unique').on(table.projectId, table.position)],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    substageId: uuid('substage_id').references(() => substages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    trackingLink: text('tracking_link'),
    createdAt: createdAt(),
    /** Bumped by each save; a save carrying an older one answers 409 (decision 29). */
    revision: revision(),
  },
  (table) => [index('deliveries_project_idx').on(table.projectId)],
);

export const enquiryStatuses = ['new', 'contacted', 'converted', 'closed'] as const;

/** A prospect's request for an estimate, sent from the public enquiry form (issue 26). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    kitchenSize: text('kitchen_size').$type<(typeof kitchenSizes)[number]>().notNull(),
    /** The gallery kitchen the visitor came from, when they came from one. */
    galleryKitchenId: uuid('gallery_kitchen_id').references(() => galleryKitchens.id, {
      onDelete: 'set null',
    }),
    message: text('message').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    status: text('status').$type<(typeof enquiryStatuses)[number]>().notNull().default('new'),
    /** The project a conversion made; its customer is the enquirer. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revision: revision(),
  },
  (table) => [
    index('enquiries_status_created_idx').on(table.status, table.createdAt.desc()),
    // The pipeline (issue 39): the enquiries received in a period, and a project's enquiry.
    index('enquiries_created_idx').on(table.createdAt),
    index('enquiries_project_idx').on(table.projectId),
    check('enquiries_status_valid', oneOf('status', enquiryStatuses)),
    check('enquiries_kitchen_size_valid', oneOf('kitchen_size', kitchenSizes)),
  ],
);
