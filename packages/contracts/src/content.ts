import { z } from 'zod';
import { imageSchema } from './images.js';

/** `POST /content`: an empty list is skipped and answers []. */
export const contentRequestSchema = z.strictObject({
  contentIds: z.array(z.string().min(1)).max(200),
});
export const contentItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  image: imageSchema.nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentResponseSchema = z.array(contentItemSchema);

/** Spec section 3 "Content delivery": `GET /content/delivery/{id}` */
export const deliverySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
  trackingLink: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryParamsSchema = z.strictObject({ id: z.string().min(1) });
export const deliveryQuerySchema = z.strictObject({ substageId: z.string().min(1).optional() });

/** The five cache calls answer what they invalidated. */
export const cacheInvalidationSchema = z.object({ invalidated: z.number().int().nonnegative() });
