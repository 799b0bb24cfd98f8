import { z } from 'zod';
import { moneySchema } from './estimates.js';
import { estimateCurrencySchema } from './options.js';
import { variantChoicesSchema } from './version-options.js';

/*
 * 'Ask for this variant' and 'Make a version from it' (issue 37, decision 61):
 *   POST /project/{id}/variant-requests             a customer of the project asks (or asks again)
 *   GET  /project/{id}/variant-requests             open requests: staff all, a customer their own
 *   POST /project/{id}/variant-requests/{requestId}/make-version
 *        staff: a copy of the version with the chosen lines, calculated with the estimate's
 *        parameters and the active price list, shown to the customer as the estimate was
 *        (published on a page, or pinned) and mailed; refused (409) when the total differs
 *        from `confirmedTotal`, the total staff were shown by the list.
 */

export const askForVariantRequestSchema = z.strictObject({
  estimateId: z.uuid(),
  choices: variantChoicesSchema,
  /** The total the customer was shown for the variant, in the estimate's currency. */
  shownTotal: z.number().finite().nonnegative(),
});
export type AskForVariantRequest = z.infer<typeof askForVariantRequestSchema>;

/** One chosen option in words: 'Worktop: Solid Oak Worktop 40 mm'. */
export const chosenOptionSchema = z.object({ group: z.string(), choice: z.string() });
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

/** What the server would store now, beside what the customer was shown (staff only). */
export const variantCheckSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('priced'),
    total: moneySchema,
    /** `total - shownTotal`; 0 when the customer's price holds. */
    difference: moneySchema,
    priceListVersion: z.number().int(),
    /** The price list the customer's page priced the variant with (the estimate's). */
    shownPriceListVersion: z.number().int(),
    /** In words, when the totals differ: what changed since the estimate. */
    why: z.string().nullable(),
  }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
]);
export type VariantCheck = z.infer<typeof variantCheckSchema>;

export const variantRequestSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  designVersionId: z.string(),
  designVersionName: z.string(),
  estimateId: z.string(),
  estimateReference: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  choices: variantChoicesSchema,
  chosen: z.array(chosenOptionSchema),
  currency: estimateCurrencySchema,
  shownTotal: moneySchema,
  askedAt: z.iso.datetime(),
  /** Bumped by each ask: Make a version sends the one it read. */
  revision: z.number().int(),
  /** Staff only (null for customers). */
  check: variantCheckSchema.nullable(),
});
export type VariantRequest = z.infer<typeof variantRequestSchema>;
export const variantRequestsSchema = z.array(variantRequestSchema);

export const variantRequestParamsSchema = z.object({ id: z.string(), requestId: z.string() });

export const makeVersionRequestSchema = z.strictObject({
  /** The request's revision staff read. */
  revision: z.number().int().positive(),
  /** The total staff were shown by the list's check: the version is made only at this total. */
  confirmedTotal: z.number().finite().nonnegative(),
});
export type MakeVersionRequest = z.infer<typeof makeVersionRequestSchema>;

export const madeVersionSchema = z.object({
  designVersionId: z.string(),
  estimateId: z.string(),
  total: moneySchema,
  /** The page the customer was mailed, or null when the estimate was pinned. */
  pageSlug: z.string().nullable(),
});
export type MadeVersion = z.infer<typeof madeVersionSchema>;
