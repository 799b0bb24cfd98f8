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
