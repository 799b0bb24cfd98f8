import { z } from 'zod';
import { estimateSchema, estimateStatusSchema } from './estimates.js';
import { imageSchema } from './images.js';

/**
 * A render of a design version: the spec's fields (id, filename, thumbnailsFull,
 * thumbnailsLarge) are those of an Image, which it is, so galleries get its size and its
 * small thumbnail too (responsive images).
 */
export const renderAttachmentSchema = imageSchema;
export type RenderAttachment = z.infer<typeof renderAttachmentSchema>;

const idList = z.array(z.string());

/** Spec section 3 "Design version"; the id lists are its item lines (PRODUCT.md 4). */
export const designVersionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  estimateId: z.string().nullable(),
  estimateStatus: estimateStatusSchema,
  estimate: estimateSchema.nullable(),
  renders: z.object({ attachments: z.array(renderAttachmentSchema) }),
  fronts: idList,
  boxes: idList,
  hardware: idList,
  functionalities: idList,
  openingSystems: idList,
  accessories: idList,
  countertops: idList,
});
export type DesignVersion = z.infer<typeof designVersionSchema>;
export const designVersionsResponseSchema = z.array(designVersionSchema);

export const designVersionParamsSchema = z.strictObject({
  id: z.string().min(1),
  versionId: z.string().min(1),
});

/** `GET /project/{id}/estimate`: the active design version, or null (empty state). */
export const customerEstimateSchema = z.object({
  projectId: z.string(),
  /** The page's title: the estimate page's name, else the project's name. */
  name: z.string(),
  estimatePageSlug: z.string().nullable(),
  designVersions: designVersionsResponseSchema,
});
export type CustomerEstimate = z.infer<typeof customerEstimateSchema>;

/** Spec section 3 "Detail item". */
export const detailItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type DetailItem = z.infer<typeof detailItemSchema>;
export const detailItemsResponseSchema = z.array(detailItemSchema);

const ids = z.array(z.string().min(1)).max(500);

/** The seven item-detail calls: path segment, body field, category of the item lines. */
export const itemDetailCalls = [
  { path: 'front-items', field: 'frontItemIds', category: 'front' },
  { path: 'boxes-items', field: 'boxesItemIds', category: 'box' },
  { path: 'hardware-items', field: 'hardwareItemIds', category: 'hardware' },
  { path: 'functionality-items', field: 'functionalityItemIds', category: 'functionality' },
  { path: 'opening-system-items', field: 'openingSystemItemIds', category: 'opening-system' },
  { path: 'accessory-items', field: 'accessoryItemIds', category: 'accessory' },
  { path: 'countertop-items', field: 'countertopItemIds', category: 'countertop' },
] as const;

export const frontItemsRequestSchema = z.strictObject({ frontItemIds: ids });
export const boxesItemsRequestSchema = z.strictObject({ boxesItemIds: ids });
export const hardwareItemsRequestSchema = z.strictObject({ hardwareItemIds: ids });
export const functionalityItemsRequestSchema = z.strictObject({ functionalityItemIds: ids });
export const openingSystemItemsRequestSchema = z.strictObject({ openingSystemItemIds: ids });
export const accessoryItemsRequestSchema = z.strictObject({ accessoryItemIds: ids });
export const countertopItemsRequestSchema = z.strictObject({ countertopItemIds: ids });
