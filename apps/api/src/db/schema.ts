import { catalogCategories, kitchenStyleSchema, type CatalogCategory } from '@corner/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { revision } from './schema/columns.js';

/*
 * The one database schema, for PGlite and PostgreSQL alike (nothing newer than PostgreSQL 15).
 * Option lists are text columns with CHECK constraints rather than enum types, so adding a
 * value later is a plain migration. Money is numeric (exact), in USD.
 */

const userTypes = ['customer', 'designer', 'admin'] as const;
export type UserType = (typeof userTypes)[number];
type KitchenStyle = (typeof kitchenStyleSchema.options)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Shown to a customer when this user is their project's designer (issue 26). */
    phone: text('phone'),
    type: text('type').$type<UserType>().notNull(),
    /** Mails about unread messages (issue 36); a customer turns them off on their account page. */
    messageMails: boolean('message_mails').notNull().default(true),
    createdAt: createdAt(),
    /** Bumped by each save; a save carrying an older one answers 409 (decision 29). */
    revision: revision(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_type_valid', oneOf('type', userTypes)),
  ],
);

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    smallKey: text('small_key').notNull(),
    largeKey: text('large_key').notNull(),
    fullKey: text('full_key').notNull(),
    /** '#rrggbb', the picture's dominant colour: its placeholder until it loads (issue 26). */
    dominantColor: text('dominant_color'),
    createdAt: createdAt(),
  },
  // GET /files/{name} finds its picture by any of its file names (decision 30).
  (table) => [
    index('images_small_key_idx').on(table.smallKey),
    index('images_large_key_idx').on(table.largeKey),
    index('images_full_key_idx').on(table.fullKey),
  ],
);

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<CatalogCategory>().notNull(),
    name: text('name').notNull(),
    /** The readable part of its gallery address, made from its first name and kept for good. */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
    /** Bumped by each save; a save carrying an older one answers 409 (decision 29). */
    revision: revision(),
  },
  (table) => [
    index('catalog_items_category_public_name_idx').on(
      table.category,
      table.isPublic,
      table.name,
      table.id,
    ),
    // The back office's list: by name, with or without a category (issue 8).
    index('catalog_items_name_idx').on(table.name, table.id),
    index('catalog_items_category_name_idx').on(table.category, table.name, table.id),
    uniqueIndex('catalog_items_slug_unique').on(table.slug),
    check('catalog_items_category_valid', oneOf('category', catalogCategories)),
    check('catalog_items_unit_price_nonnegative', sql`${table.unitPrice} >= 0`),
  ],
);

export const galleryKitchens = pgTable(
  'gallery_kitchens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    style: text('style').$type<KitchenStyle>().notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    fromPrice: numeric('from_price', { precision: 12, scale: 2 }).notNull(),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    /** Bumped by each save; a save carrying an older one answers 409 (decision 29). */
    revision: revision(),
  },
  (table) => [
    uniqueIndex('gallery_kitchens_slug_unique').on(table.slug),
    index('gallery_kitchens_published_created_idx').on(
      table.published,
      table.createdAt.desc(),
      table.slug,
    ),
    check('gallery_kitchens_style_valid', oneOf('style', kitchenStyleSchema.options)),
    check('gallery_kitchens_from_price_nonnegative', sql`${table.fromPrice} >= 0`),
  ],
);

export const galleryKitchenRenders = pgTable(
  'gallery_kitchen_renders',
  {
    kitchenId: uuid('kitchen_id')
      .notNull()
      .references(() => galleryKitchens.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kitchenId, table.position] }),
    index('gallery_kitchen_renders_image_idx').on(table.imageId),
  ],
);

export const galleryKitchenComponents = pgTable(
  'gallery_kitchen_components',
  {
    kitchenId: uuid('kitchen_id')
      .notNull()
      .references(() => galleryKitchens.id, { onDelete: 'cascade' }),
    catalogItemId: uuid('catalog_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kitchenId, table.position] }),
    index('gallery_kitchen_components_item_idx').on(table.catalogItemId),
  ],
);

export * from './schema/auth.js';
export * from './schema/domain.js';
export * from './schema/messages.js';
export * from './schema/variants.js';
export * from './schema/acceptances.js';
export * from './schema/payment-schedules.js';
export * from './schema/design-sign-offs.js';
export * from './schema/audit.js';
