import { z } from 'zod';
import { catalogCategories } from './catalog-categories.js';
import { imageSchema } from './images.js';

export { catalogCategories, catalogCategoryLabels } from './catalog-categories.js';
export const catalogCategorySchema = z.enum(catalogCategories);
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogItemSummarySchema = z.object({
  id: z.string(),
  category: catalogCategorySchema,
  name: z.string(),
  slug: z.string().describe('its gallery address: /components/{category}/{slug}'),
  unit: z.string().describe('e.g. piece, m, m²'),
  unitPrice: z.number().nonnegative().describe('USD, major unit, rounded to cents'),
  image: imageSchema.nullable(),
});
export type CatalogItemSummary = z.infer<typeof catalogItemSummarySchema>;

export const catalogItemSchema = catalogItemSummarySchema.extend({
  description: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
