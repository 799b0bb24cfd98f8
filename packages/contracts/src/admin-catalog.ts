import { z } from 'zod';
import { requiredText, unitPriceSchema } from './form-fields.js';
import { catalogCategorySchema, catalogItemSchema, catalogItemSummarySchema } from './catalog.js';
import { kitchenStyleSchema, slugSchema } from './gallery.js';
import { contentSlots } from './estimate-line-groups.js';
import { imageSchema } from './images.js';
import { pageOf, pageQuerySchema } from './pagination.js';
import { controlCharacterMessages, isMultiLineText, isSingleLineText } from './plain-text.js';
import { revisionSchema, withSeenRevision } from './revision.js';
import { stageKeys } from './timeline.js';
import { validationMessages } from './validation.js';

/*
 * The back office's catalog, content, deliveries and gallery kitchens (issue 8), under
 * /api/v1/admin (staff; decision 22):
 *   GET    /admin/catalog-items?search=&category=&page=&pageSize=   page of items, by name
 *   POST   /admin/catalog-items                                     create
 *   GET    /admin/catalog-items/{itemId}                            one item
 *   PUT    /admin/catalog-items/{itemId}                            edit
 *   DELETE /admin/catalog-items/{itemId}                            delete (lines keep their copy)
 *   GET    /admin/content-items?page=&pageSize=                     page of content, newest first
 *   POST   /admin/content-items                                     create
 *   PUT    /admin/content-items/{contentId}                         edit
 *   DELETE /admin/content-items/{contentId}                         delete
 *   GET    /admin/projects/{id}/deliveries                          a project's deliveries
 *   POST   /admin/projects/{id}/deliveries                          create
 *   PUT    /admin/projects/{id}/deliveries/{deliveryId}             edit
 *   DELETE /admin/projects/{id}/deliveries/{deliveryId}             delete
 *   GET    /admin/kitchens?page=&pageSize=                          page of kitchens, newest first
 *   POST   /admin/kitchens                                          create
 *   GET    /admin/kitchens/{kitchenId}                              one kitchen
 *   PUT    /admin/kitchens/{kitchenId}                              edit, publish or unpublish
 *   DELETE /admin/kitchens/{kitchenId}                              delete
 * Each answer carries the row's `revision`; each PUT sends back the one its editor loaded, and
 * a stale one answers 409 STALE_REVISION (decision 29).
 */

/** Optional multi-line text up to `max` characters, trimmed; absent is empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.maxLength(max))
    .refine(isMultiLineText, controlCharacterMessages.multiLine)
    .default('');

const idParam = z.string().min(1).max(100);

// Catalog items

export const adminCatalogItemSchema = catalogItemSchema.extend({
  isPublic: z.boolean(),
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});
export type AdminCatalogItem = z.infer<typeof adminCatalogItemSchema>;

export const catalogItemFormRequestSchema = z.strictObject({
  category: catalogCategorySchema,
  name: requiredText(200),
  description: optionalText(4000),
  unit: requiredText(40),
  /** USD, major unit, at most 2 decimals. */
  unitPrice: unitPriceSchema,
  /** A picture stored by POST /admin/images; null or absent: none. */
  imageId: z.uuid().nullable().default(null),
  /** Public items show in the components gallery. */
  isPublic: z.boolean(),
});
export type CatalogItemFormRequest = z.input<typeof catalogItemFormRequestSchema>;
export const updateCatalogItemRequestSchema = catalogItemFormRequestSchema.extend(withSeenRevision);
export type UpdateCatalogItemRequest = z.input<typeof updateCatalogItemRequestSchema>;

export const adminCatalogQuerySchema = pageQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    category: catalogCategorySchema.optional(),
  })
  .strict();
export const adminCatalogListSchema = pageOf(adminCatalogItemSchema);
export type AdminCatalogList = z.infer<typeof adminCatalogListSchema>;
export const adminCatalogItemParamsSchema = z.strictObject({ itemId: idParam });

// Content items

export const stageKeySchema = z.enum(stageKeys);

/** Where an estimate page shows a content item's text (estimate-line-groups.ts). */
export const contentSlotSchema = z.enum(contentSlots, {
  message: `Choose one of: ${contentSlots.join(', ')}, or none`,
});

export const adminContentItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  image: imageSchema.nullable(),
  /** The dashboard stage it shows on; null: on none. */
  stageKey: stageKeySchema.nullable(),
  /** The one project it belongs to; null: every project's dashboard. */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  /** Where an estimate page shows its text (contentSlots); null: nowhere. One item per slot. */
  slot: contentSlotSchema.nullable(),
  position: z.number().int(),
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const contentItemFormRequestSchema = z.strictObject({
  name: requiredText(200),
  body: optionalText(10_000),
  imageId: z.uuid().nullable().default(null),
  stageKey: stageKeySchema.nullable().default(null),
  projectId: z.uuid().nullable().default(null),
  slot: contentSlotSchema.nullable().default(null),
  /** Order within a stage, smaller first. */
  position: z
    .number({ message: validationMessages.notANumber })
    .int(validationMessages.maxDecimals(0))
    .min(0, validationMessages.min(0))
    .max(10_000, validationMessages.max(10_000))
    .default(0),
});
export type ContentItemFormRequest = z.input<typeof contentItemFormRequestSchema>;
export const updateContentItemRequestSchema = contentItemFormRequestSchema.extend(withSeenRevision);
export type UpdateContentItemRequest = z.input<typeof updateContentItemRequestSchema>;

export const adminContentQuerySchema = pageQuerySchema;
export const adminContentListSchema = pageOf(adminContentItemSchema);
export type AdminContentList = z.infer<typeof adminContentListSchema>;
export const adminContentParamsSchema = z.strictObject({ contentId: idParam });

// Deliveries

/** An absolute http or https address. */
export const trackingLinkSchema = z
  .string()
  .trim()
  .max(2000, validationMessages.maxLength(2000))
  .refine(isSingleLineText, controlCharacterMessages.singleLine)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with http:// or https://');

export const adminDeliverySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
  trackingLink: z.string().nullable(),
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;
export const adminDeliveryListSchema = z.array(adminDeliverySchema);

export const deliveryFormRequestSchema = z.strictObject({
  name: requiredText(200),
  /** null, absent or blank: no tracking yet. */
  trackingLink: z
    .union([z.literal('').transform(() => null), trackingLinkSchema])
    .nullable()
    .default(null),
  imageId: z.uuid().nullable().default(null),
});
export type DeliveryFormRequest = z.input<typeof deliveryFormRequestSchema>;
export const updateDeliveryRequestSchema = deliveryFormRequestSchema.extend(withSeenRevision);
export type UpdateDeliveryRequest = z.input<typeof updateDeliveryRequestSchema>;
export const adminDeliveryParamsSchema = z.strictObject({
  id: idParam,
  deliveryId: idParam,
});

// Gallery kitchens

export const adminKitchenSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  style: kitchenStyleSchema,
  fromPrice: z.number(),
  published: z.boolean(),
  cover: imageSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminKitchenSummary = z.infer<typeof adminKitchenSummarySchema>;

export const adminKitchenSchema = adminKitchenSummarySchema.extend({
  revision: revisionSchema,
  summary: z.string(),
  description: z.string(),
  /** In gallery order; the first is the cover. */
  renders: z.array(imageSchema),
  /** In the kitchen's order, public or not (the gallery shows only public ones). */
  components: z.array(catalogItemSummarySchema.extend({ isPublic: z.boolean() })),
});
export type AdminKitchen = z.infer<typeof adminKitchenSchema>;

export const maxKitchenRenders = 40;
export const maxKitchenComponents = 100;

export const kitchenFormRequestSchema = z.strictObject({
  slug: slugSchema,
  name: requiredText(200),
  style: kitchenStyleSchema,
  summary: requiredText(500),
  description: optionalText(10_000),
  /** USD, major unit. */
  fromPrice: unitPriceSchema,
  published: z.boolean(),
  renderIds: z
    .array(z.uuid())
    .max(maxKitchenRenders, `At most ${maxKitchenRenders} renders`)
    .default([]),
  componentIds: z
    .array(z.uuid())
    .max(maxKitchenComponents, `At most ${maxKitchenComponents} components`)
    .default([]),
});
export type KitchenFormRequest = z.input<typeof kitchenFormRequestSchema>;
export const updateKitchenRequestSchema = kitchenFormRequestSchema.extend(withSeenRevision);
export type UpdateKitchenRequest = z.input<typeof updateKitchenRequestSchema>;

export const adminKitchenQuerySchema = pageQuerySchema;
export const adminKitchenListSchema = pageOf(adminKitchenSummarySchema);
export type AdminKitchenList = z.infer<typeof adminKitchenListSchema>;
export const adminKitchenParamsSchema = z.strictObject({ kitchenId: idParam });
