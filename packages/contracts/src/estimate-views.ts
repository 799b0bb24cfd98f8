import { z } from 'zod';
import { estimateSchema } from './estimates.js';
import { imageSchema } from './images.js';

const idList = z.array(z.string());

/** Spec section 3 "Estimate view item": one per estimated design version of the page's batch. */
export const estimateViewItemSchema = z.object({
  id: z.string(),
  estimateViewId: z.string(),
  projectId: z.string(),
  name: z.string(),
  designVersionName: z.string(),
  renders: z.array(imageSchema),
  estimate: estimateSchema,
  frontsAndBoxes: idList,
  hardware: idList,
  functionalities: idList,
  openingSystems: idList,
  accessories: idList,
  countertops: idList,
});
export type EstimateViewItem = z.infer<typeof estimateViewItemSchema>;
export const estimateViewResponseSchema = z.array(estimateViewItemSchema);

export const estimateViewParamsSchema = z.strictObject({ slug: z.string().min(1).max(80) });

/** The id lists of an estimate view item, by field name. */
export const estimateViewListNames = [
  'frontsAndBoxes',
  'hardware',
  'functionalities',
  'openingSystems',
  'accessories',
  'countertops',
] as const;
export type EstimateViewListName = (typeof estimateViewListNames)[number];

/**
 * `POST /estimate-view/{slug}/items`: the detail items (spec section 3) of one list of one
 * design version shown on the page, e.g. `{ designVersionId, list: 'hardware', ids }`.
 */
export const estimateViewItemsRequestSchema = z.strictObject({
  designVersionId: z.string().min(1),
  list: z.enum(estimateViewListNames),
  ids: z.array(z.string().min(1)).max(500),
});
export type EstimateViewItemsRequest = z.infer<typeof estimateViewItemsRequestSchema>;
