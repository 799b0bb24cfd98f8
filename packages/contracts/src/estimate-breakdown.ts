import { z } from 'zod';
import { catalogCategorySchema } from './catalog.js';
import { moneySchema } from './estimates.js';
import { imageSchema } from './images.js';
import { estimateOptionsSchema } from './version-options.js';
import {
  countrySchema,
  deliveryTypeSchema,
  distanceSchema,
  estimateCurrencySchema,
  kitchenSizeSchema,
  usPartSchema,
} from './options.js';

/**
 * One line of an issued estimate, from its frozen snapshot: what was priced, how much of it
 * and at what price. A line's `price` is its share of its summary line (Materials, Components
 * or Countertop), so the lines of those groups add up exactly to the summary (decision 34).
 */
export const estimateLineSchema = z.object({
  id: z.string().describe("the item line's id when the estimate was calculated"),
  category: catalogCategorySchema,
  name: z.string(),
  image: imageSchema.nullable(),
  /** The catalog item the line was picked from; null for a line entered by hand. */
  catalogItemId: z.string().nullable(),
  /** The item's public page (`/components/{category}/{id}`) while the catalog shows it. */
  publicPath: z.string().nullable(),
  quantity: z.number().positive(),
  unit: z.string().describe('e.g. piece, m, m²'),
  unitPrice: moneySchema,
  price: moneySchema,
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** What the price was calculated with (PRODUCT.md section 5), from the estimate's snapshot. */
export const estimateDriversSchema = z.object({
  size: kitchenSizeSchema,
  country: countrySchema,
  usPart: usPartSchema.nullable(),
  distance: distanceSchema,
  deliveryType: deliveryTypeSchema.nullable(),
  assembled: z.boolean(),
  /** The countertop came with a delivery of its own (chosen, US, and the design has one). */
  countertopDeliverySeparated: z.boolean(),
  currency: estimateCurrencySchema,
  dollarRate: z.string().describe('units of the currency per US dollar; "1" for usd'),
  priceListVersion: z.number().int().positive(),
});
export type EstimateDrivers = z.infer<typeof estimateDriversSchema>;

/**
 * The breakdown of one estimate shown on an estimate page: its lines, what drives its price,
 * and what it includes (the content item of its country's slot, plain text; '' when none).
 */
export const estimateBreakdownSchema = z.object({
  estimateId: z.string(),
  designVersionId: z.string(),
  drivers: estimateDriversSchema,
  lines: z.array(estimateLineSchema),
  included: z.string(),
  /** What the customer may try on this estimate (issue 37); null when its version offers nothing. */
  options: estimateOptionsSchema.nullable(),
});
export type EstimateBreakdown = z.infer<typeof estimateBreakdownSchema>;

/**
 * `GET /estimate-view/{slug}/breakdown` and `GET /project/{id}/estimate/breakdown`: one per
 * design version the page shows, in the page's order.
 */
export const estimateBreakdownsResponseSchema = z.array(estimateBreakdownSchema);
