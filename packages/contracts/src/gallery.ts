import { z } from 'zod';
import { catalogCategorySchema, catalogItemSchema, catalogItemSummarySchema } from './catalog.js';
import { imageSchema } from './images.js';
import { pageOf, pageQuerySchema } from './pagination.js';

/*
 * Public galleries (PRODUCT.md section 6). Calls, all GET under /api/v1:
 *   /gallery/kitchens                      page of kitchen summaries (newest first)
 *   /gallery/kitchens/{slug}               one kitchen
 *   /gallery/components/categories         each category with its count and a cover image
 *   /gallery/components?category=&page=    page of public catalog items of one category
 *   /gallery/components/{category}/{slug}  one public catalog item, with the kitchens using it
 *                                          (its id in place of the slug, from before slugs,
 *                                          answers too: the answer's slug is its address)
 */

export const slugSchema = z
  .string()
  .min(3)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid format');

export const kitchenStyleSchema = z.enum([
  'modern',
  'classic',
  'scandinavian',
  'industrial',
  'rustic',
]);
export type KitchenStyle = z.infer<typeof kitchenStyleSchema>;

export const galleryKitchenSummarySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  style: kitchenStyleSchema,
  summary: z.string().describe('One or two sentences'),
  cover: imageSchema.nullable(),
  fromPrice: z
    .number()
    .nonnegative()
    .describe('USD, major unit: the lowest price such a kitchen starts at'),
});
export type GalleryKitchenSummary = z.infer<typeof galleryKitchenSummarySchema>;

export const galleryKitchenSchema = galleryKitchenSummarySchema.extend({
  description: z.string(),
  renders: z.array(imageSchema),
  components: z.array(catalogItemSummarySchema),
});
export type GalleryKitchen = z.infer<typeof galleryKitchenSchema>;

export const galleryKitchenListSchema = pageOf(galleryKitchenSummarySchema);
export type GalleryKitchenList = z.infer<typeof galleryKitchenListSchema>;

export const galleryKitchenParamsSchema = z.object({ slug: slugSchema });

export const componentCategorySummarySchema = z.object({
  category: catalogCategorySchema,
  label: z.string(),
  count: z.number().int().nonnegative(),
  cover: imageSchema.nullable(),
});
export const componentCategoryListSchema = z.object({
  categories: z.array(componentCategorySummarySchema),
});
export type ComponentCategorySummary = z.infer<typeof componentCategorySummarySchema>;

export const componentListQuerySchema = pageQuerySchema.extend({ category: catalogCategorySchema });
export type ComponentListQuery = z.infer<typeof componentListQuerySchema>;
export const componentListSchema = pageOf(catalogItemSummarySchema);
export type ComponentList = z.infer<typeof componentListSchema>;

export const componentParamsSchema = z.object({
  category: catalogCategorySchema,
  // A uuid is of the slug's form too: an address from before slugs (decision 56).
  slug: slugSchema,
});
export const componentSchema = catalogItemSchema.extend({
  /** The published kitchens that use it, newest first. */
  kitchens: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Component = z.infer<typeof componentSchema>;
